import * as v from 'valibot'

// Imported only at fetch time, so that the validator stays out of the first script (ADR 0001).

export const LatestBuild = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) })

export const BuildMeta = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  paths: v.array(v.pipe(v.string(), v.startsWith('/'))),
  chunks: v.optional(v.record(v.string(), v.array(v.pipe(v.string(), v.startsWith('/assets/'))))),
  redirects: v.object({
    trailingSlash: v.literal('always'),
    languagePrefixes: v.record(v.string(), v.string()),
    languageDetection: v.array(v.string()),
  }),
})
export type BuildMeta = v.InferOutput<typeof BuildMeta>

export const parseLatestBuild = (data: unknown) => v.safeParse(LatestBuild, data)
export const parseBuildMeta = (data: unknown) => v.safeParse(BuildMeta, data)
