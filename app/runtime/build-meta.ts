import type { BuildMeta } from './build-schemas.ts'
import { runningBuildId } from './build-version.ts'

// SPEC sections 7 and 9: the build's pages, so that a path it lacks is loaded as a new document.
export const buildMetaDelayMs = 1_000
export const buildMetaUrl = (id: string = runningBuildId) =>
  `/builds/meta/${encodeURIComponent(id)}.json`

export type { BuildMeta } from './build-schemas.ts'

let paths: ReadonlySet<string> | undefined
let chunks: BuildMeta['chunks']
let started = false
const preloaded = new Set<string>()

export function isBuildPath(pathname: string): boolean | undefined {
  return paths?.has(pathname)
}

interface NetworkInformationLike {
  effectiveType?: string
  saveData?: boolean
}

export function connectionAllowsPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true
  if (connection.saveData === true) return false
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g'
}

export async function fetchBuildMeta(
  fetchImpl: typeof fetch = fetch,
): Promise<BuildMeta | undefined> {
  try {
    const response = await fetchImpl(buildMetaUrl())
    if (!response.ok) return undefined
    const data: unknown = await response.json()
    const { parseBuildMeta } = await import('./build-schemas.ts')
    const parsed = parseBuildMeta(data)
    return parsed.success && parsed.output.id === runningBuildId ? parsed.output : undefined
  } catch {
    return undefined
  }
}

/** For work no page needs to render; never (undefined) on a slow connection or with Save-Data. */
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

export function scheduleBuildMetaPrefetch(): () => void {
  if (started) return () => {}
  let fired = false
  const cancel = afterPageLoad(() => {
    fired = true
    void fetchBuildMeta().then((meta) => {
      if (!meta) return
      paths = new Set(meta.paths)
      chunks = meta.chunks
    })
  })
  if (!cancel) return () => {}
  started = true
  return () => {
    // StrictMode unmounts before the timer fired: allow a retry.
    if (fired) return
    cancel()
    started = false
  }
}

/** So a navigation fetches the chunks together, not each after its importer (ADR 0001's log). */
export function preloadPageChunks(page: string): void {
  for (const href of chunks?.[page] ?? []) {
    if (preloaded.has(href)) continue
    preloaded.add(href)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}
