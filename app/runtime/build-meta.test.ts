import { describe, expect, it } from 'vitest'
import { connectionAllowsPrefetch, fetchBuildMeta } from './build-meta.ts'

const respond = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch
const meta = {
  id: 'dev',
  paths: ['/', '/cn/'],
  redirects: {
    trailingSlash: 'always',
    languagePrefixes: { en: '/', cn: '/cn/' },
    languageDetection: ['cookie'],
  },
}

describe('build metadata', () => {
  it('is skipped on a very slow connection or with Save-Data', () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true)
    expect(connectionAllowsPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(connectionAllowsPrefetch({ effectiveType: '3g' })).toBe(true)
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false)
  })
  it('is validated, and must belong to the running build', async () => {
    expect(await fetchBuildMeta(respond(meta))).toEqual(meta)
    expect(await fetchBuildMeta(respond({ ...meta, id: 'other' }))).toBeUndefined()
    expect(await fetchBuildMeta(respond({ ...meta, paths: 'x' }))).toBeUndefined()
    expect(await fetchBuildMeta(respond(meta, 404))).toBeUndefined()
    expect(
      await fetchBuildMeta(async () => {
        throw new TypeError('offline')
      }),
    ).toBeUndefined()
  })
})
