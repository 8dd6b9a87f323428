/**
 * After a deploy, an open tab may ask for a script chunk that no longer exists. The fix is
 * a reload (SPEC section 4), at most once per 10 seconds for a given path, so a chunk that
 * keeps failing shows the error screen instead of a reload loop.
 */
export const reloadGuardMs = 10_000
const keyPrefix = 'chunk-reload:'

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(message)
}

/** Records the attempt and returns true when a reload is allowed for `path` now. */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'>, path: string, now: number): boolean {
  const key = `${keyPrefix}${path}`
  const last = Number(storage.getItem(key))
  if (storage.getItem(key) !== null && Number.isFinite(last) && now - last < reloadGuardMs && now >= last) return false
  storage.setItem(key, String(now))
  return true
}

/** Reloads the page for a chunk load error when the guard allows; returns whether it did. */
export function reloadForChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false
  let allowed = false
  try {
    allowed = claimReload(window.sessionStorage, window.location.pathname, Date.now())
  } catch {
    allowed = false // storage unavailable (privacy mode): never risk a loop
  }
  if (allowed) window.location.reload()
  return allowed
}

/** Listens for Vite's preload failures (a chunk's dependencies failing to load). */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload
    if (reloadForChunkError(payload ?? new Error('Unable to preload CSS or chunk'))) event.preventDefault()
  })
}
