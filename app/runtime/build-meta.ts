import type { BuildMeta } from './build-schemas.ts'
import { runningBuildId } from './build-version.ts'

/**
 * Build metadata (SPEC sections 7 and 9): `builds/meta/{buildId}.json`, written by the build
 * (vite.config.ts), lists the pages this build has and the redirect rules the server applies.
 * The browser fetches it once, first 1 second after the page has loaded, and not at all on a
 * very slow connection or with Save-Data. The router uses it to load a path this build has
 * no page for as a new document (app/runtime/navigation-gate.ts): after a deploy, the server
 * may have that page, and it applies its own redirects.
 */
export const buildMetaDelayMs = 1_000
export const buildMetaUrl = (id: string = runningBuildId) =>
  `/builds/meta/${encodeURIComponent(id)}.json`

export type { BuildMeta } from './build-schemas.ts'

let paths: ReadonlySet<string> | undefined
let started = false

/** Whether this build has a page at `pathname`; undefined until the metadata has loaded. */
export function isBuildPath(pathname: string): boolean | undefined {
  return paths?.has(pathname)
}

interface NetworkInformationLike {
  effectiveType?: string
  saveData?: boolean
}

/** False on a very slow connection (2G or slower) or when the visitor asked to save data. */
export function connectionAllowsPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true
  if (connection.saveData === true) return false
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g'
}

/** Fetches and validates the metadata; undefined on any failure (it is an optimisation only). */
export async function fetchBuildMeta(
  fetchImpl: typeof fetch = fetch,
): Promise<BuildMeta | undefined> {
  try {
    const response = await fetchImpl(buildMetaUrl())
    if (!response.ok) return undefined
    const data: unknown = await response.json()
    // The validator loads only now (build-schemas.ts): it is not in the page's first script.
    const { parseBuildMeta } = await import('./build-schemas.ts')
    const parsed = parseBuildMeta(data)
    return parsed.success && parsed.output.id === runningBuildId ? parsed.output : undefined
  } catch {
    return undefined
  }
}

/**
 * Runs `task` once, `buildMetaDelayMs` after the page has loaded, unless the connection is very
 * slow or the visitor asked to save data (then never: undefined). The moment for work no page
 * needs to render or hydrate; the build metadata and its validator (valibot) load then.
 * Returns a cancel function.
 */
export function afterPageLoad(task: () => void): (() => void) | undefined {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection
  if (!connectionAllowsPrefetch(connection)) return undefined
  let timer: number | undefined
  const arm = () => {
    timer = window.setTimeout(task, buildMetaDelayMs)
  }
  if (document.readyState === 'complete') arm()
  else window.addEventListener('load', arm, { once: true })
  return () => {
    if (timer === undefined) window.removeEventListener('load', arm)
    else window.clearTimeout(timer)
  }
}

/** Schedules the one fetch of the metadata, 1 second after the page has loaded. */
export function scheduleBuildMetaPrefetch(): () => void {
  if (started) return () => {}
  let fired = false
  const cancel = afterPageLoad(() => {
    fired = true
    void fetchBuildMeta().then((meta) => {
      if (meta) paths = new Set(meta.paths)
    })
  })
  if (!cancel) return () => {}
  started = true
  return () => {
    // Unmounted before the timer fired (only in development, with StrictMode): allow a retry.
    if (fired) return
    cancel()
    started = false
  }
}
