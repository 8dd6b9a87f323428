import { useEffect } from 'react'

/**
 * After a deploy, an open tab may ask for a script chunk that no longer exists. The fix is
 * a reload (SPEC section 4), at most once per 10 seconds for a given path, so a chunk that
 * keeps failing shows the error screen instead of a reload loop.
 */
export const reloadGuardMs = 10_000
const keyPrefix = 'chunk-reload:'

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message,
  )
}

/** Records the attempt and returns true when a reload is allowed for `path` now. */
export function claimReload(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  path: string,
  now: number,
): boolean {
  const key = `${keyPrefix}${path}`
  const last = Number(storage.getItem(key))
  if (
    storage.getItem(key) !== null &&
    Number.isFinite(last) &&
    now - last < reloadGuardMs &&
    now >= last
  )
    return false
  storage.setItem(key, String(now))
  return true
}

/**
 * TanStack Router's lazy route components reload once per session for a missing module,
 * keyed by the error message, before our error screen ever renders. Its reload counts as
 * the one reload of the guard window, and ours marks its key so it never adds a second.
 */
const frameworkReloadKey = (error: unknown) =>
  `tanstack_router_reload:${error instanceof Error ? error.message : String(error)}`

/** Decides whether a chunk error may reload now, recording the decision in `storage`. */
export function decideChunkReload(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  path: string,
  error: unknown,
  now: number,
): boolean {
  if (!isChunkLoadError(error)) return false
  const frameworkKey = frameworkReloadKey(error)
  if (storage.getItem(`${keyPrefix}${path}`) === null && storage.getItem(frameworkKey) !== null) {
    storage.setItem(`${keyPrefix}${path}`, String(now))
    return false
  }
  if (!claimReload(storage, path, now)) return false
  storage.setItem(frameworkKey, '1')
  return true
}

/** Reloads the page for a chunk load error when the guard allows; returns whether it did. */
export function reloadForChunkError(error: unknown): boolean {
  if (typeof window === 'undefined') return false
  let allowed: boolean
  try {
    allowed = decideChunkReload(window.sessionStorage, window.location.pathname, error, Date.now())
  } catch {
    allowed = false // storage unavailable (privacy mode): never risk a loop
  }
  if (allowed) window.location.reload()
  return allowed
}

/**
 * For the root error screen: when a navigation failed because a chunk would not load,
 * reload once (the error screen stays if the guard refuses). Preloads on hover that fail
 * are left alone: only a navigation the visitor asked for triggers a reload.
 */
export function useChunkErrorReload(error: unknown): boolean {
  const isChunkError = isChunkLoadError(error)
  useEffect(() => {
    if (isChunkError) reloadForChunkError(error)
  }, [error, isChunkError])
  return isChunkError
}
