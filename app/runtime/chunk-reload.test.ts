import { describe, expect, it } from 'vitest'
import { claimReload, decideChunkReload, isChunkLoadError } from './chunk-reload.ts'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  }
}

describe('chunk reload guard', () => {
  it('recognises chunk load errors of the major browsers', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'),
      ),
    ).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
  it('allows one reload per path per 10 seconds', () => {
    const storage = memoryStorage()
    expect(claimReload(storage, '/cn/', 1_000)).toBe(true)
    expect(claimReload(storage, '/cn/', 5_000)).toBe(false)
    expect(claimReload(storage, '/jp/', 5_000)).toBe(true)
    expect(claimReload(storage, '/cn/', 11_001)).toBe(true)
  })
})

describe('decideChunkReload', () => {
  const error = new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js')
  it('reloads once, then not again within 10 s', () => {
    const storage = memoryStorage()
    expect(decideChunkReload(storage, '/a/', error, 0 + 1)).toBe(true)
    expect(decideChunkReload(storage, '/a/', error, 9_000)).toBe(false)
    expect(decideChunkReload(storage, '/a/', error, 20_000)).toBe(true)
  })
  it("counts the router's own reload as the one reload", () => {
    const storage = memoryStorage()
    storage.setItem(`tanstack_router_reload:${error.message}`, '1')
    expect(decideChunkReload(storage, '/a/', error, 5_000)).toBe(false)
    expect(decideChunkReload(storage, '/a/', error, 12_000)).toBe(false)
    expect(decideChunkReload(storage, '/a/', error, 16_000)).toBe(true)
  })
  it('ignores other errors', () => {
    expect(decideChunkReload(memoryStorage(), '/a/', new Error('boom'), 1)).toBe(false)
  })
})
