export const runningBuildId: string =
  typeof __CLINIC_BUILD_ID__ === 'string' ? __CLINIC_BUILD_ID__ : 'dev'
export const buildCheckIntervalMs = 60 * 60 * 1000
export const latestBuildUrl = '/builds/latest.json'

export async function fetchLatestBuildId(
  fetchImpl: typeof fetch = fetch,
): Promise<string | undefined> {
  try {
    const response = await fetchImpl(latestBuildUrl, { cache: 'no-store' })
    if (!response.ok) return undefined
    const data: unknown = await response.json()
    const { parseLatestBuild } = await import('./build-schemas.ts')
    const parsed = parseLatestBuild(data)
    return parsed.success ? parsed.output.id : undefined
  } catch {
    return undefined
  }
}
