import * as v from 'valibot'

/*
 * The shapes of the two build files the browser fetches (build-version.ts, build-meta.ts).
 * Imported dynamically by those modules at fetch time, so the validator is a chunk of its own
 * that a page loads a second after it has loaded (or an hour later), never part of the
 * script that every page needs before it can hydrate (ADR 0001).
 */

/** `/builds/latest.json`: the id of the newest deployed build. */
export const LatestBuild = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) })

/** `builds/meta/{buildId}.json` (app/runtime/build-meta.ts says what each field means). */
export const BuildMeta = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  /** Every prerendered page path ('/cn/contact-us/'). */
  paths: v.array(v.pipe(v.string(), v.startsWith('/'))),
  redirects: v.object({
    /** A path without its trailing slash is redirected to the slashed form (query kept). */
    trailingSlash: v.literal('always'),
    /** Path prefix of each language; English has none, and `/en/...` is not a page. */
    languagePrefixes: v.record(v.string(), v.string()),
    /** `/` redirects to the visitor's language (cookie, then Accept-Language). */
    languageDetection: v.array(v.string()),
  }),
})
export type BuildMeta = v.InferOutput<typeof BuildMeta>

export const parseLatestBuild = (data: unknown) => v.safeParse(LatestBuild, data)
export const parseBuildMeta = (data: unknown) => v.safeParse(BuildMeta, data)
