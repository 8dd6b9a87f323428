import { useEffect } from 'react'

// SPEC section 4: at most one reload per path in the window, so no reload loop.
export const reloadGuardMs = 10_000
const keyPrefix = 'chunk-reload:'

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message,
  )
}

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

// The router's own reload for a missing module counts as ours, and ours marks its key too.
const frameworkReloadKey = (error: unknown) =>
  `tanstack_router_reload:${error instanceof Error ? error.message : String(error)}`

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

// Only for a navigation the visitor asked for (the error screen): failed preloads are left alone.
export function useChunkErrorReload(error: unknown): boolean {
  const isChunkError = isChunkLoadError(error)
  useEffect(() => {
    if (isChunkError) reloadForChunkError(error)
  }, [error, isChunkError])
  return isChunkError
}
