import { describe, expect, it } from 'vitest'
import { fetchLatestBuildId } from './build-version.ts'

const respond = (body: unknown, status = 200) =>
  (async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
    })) as unknown as typeof fetch

describe('fetchLatestBuildId', () => {
  it('reads the id', async () => {
    expect(await fetchLatestBuildId(respond({ id: 'abc' }))).toBe('abc')
  })
  it('is undefined for errors, bad JSON and bad shapes', async () => {
    expect(await fetchLatestBuildId(respond({ id: 'abc' }, 500))).toBeUndefined()
    expect(await fetchLatestBuildId(respond('not json'))).toBeUndefined()
    expect(await fetchLatestBuildId(respond({ id: 42 }))).toBeUndefined()
    expect(
      await fetchLatestBuildId(async () => {
        throw new TypeError('offline')
      }),
    ).toBeUndefined()
  })
})
