import * as v from 'valibot'

/** The build this bundle belongs to (set at build time by vite.config.ts). */
export const runningBuildId: string =
  typeof __CLINIC_BUILD_ID__ === 'string' ? __CLINIC_BUILD_ID__ : 'dev'
export const buildCheckIntervalMs = 60 * 60 * 1000
export const latestBuildUrl = '/builds/latest.json'

const LatestBuild = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) })

/** Fetches the id of the latest deployed build; undefined when unknown (offline, bad JSON). */
export async function fetchLatestBuildId(
  fetchImpl: typeof fetch = fetch,
): Promise<string | undefined> {
  try {
    const response = await fetchImpl(latestBuildUrl, { cache: 'no-store' })
    if (!response.ok) return undefined
    const parsed = v.safeParse(LatestBuild, await response.json())
    return parsed.success ? parsed.output.id : undefined
  } catch {
    return undefined
  }
}
