import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { acceptedEncoding, loadStaticFiles, staticResponse, type StaticFile } from './static.ts'

const file: StaticFile = {
  body: new TextEncoder().encode('page'),
  br: new Uint8Array([1]),
  gzip: new Uint8Array([2]),
  type: 'text/html; charset=utf-8',
  etag: '"abc"',
  cacheControl: 'no-cache',
}

function sentEncoding(acceptEncoding?: string): string | null {
  const headers = acceptEncoding === undefined ? undefined : { 'accept-encoding': acceptEncoding }
  return staticResponse(file, new Request('http://localhost/', { headers })).headers.get(
    'content-encoding',
  )
}

describe('encoding of built files', () => {
  it('never sends an encoding the client refuses with q=0', () => {
    expect(sentEncoding('br;q=0, gzip')).toBe('gzip')
    expect(sentEncoding('br;q=0')).toBeNull()
    expect(sentEncoding('gzip;q=0, br;q=0, *')).toBeNull()
  })

  it("follows the client's weights, and prefers brotli where they are equal", () => {
    expect(sentEncoding('gzip, deflate, br')).toBe('br')
    expect(sentEncoding('gzip;q=1, br;q=0.5')).toBe('gzip')
    expect(sentEncoding('gzip')).toBe('gzip')
    expect(sentEncoding('*')).toBe('br')
    expect(sentEncoding('identity')).toBeNull()
    expect(sentEncoding('')).toBeNull()
    expect(sentEncoding()).toBeNull()
  })

  it('offers only the encodings it has', () => {
    const request = new Request('http://localhost/', { headers: { 'accept-encoding': 'br' } })
    expect(acceptedEncoding(request, ['gzip'])).toBeUndefined()
    expect(
      staticResponse({ ...file, br: undefined, gzip: undefined }, request).headers.get(
        'content-encoding',
      ),
    ).toBeNull()
  })
})

describe('types of built files', () => {
  it('names the charset of every text type, SVG included (ASVS 14.4.1)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'static-types-'))
    try {
      const names = [
        'favicon.svg',
        'a.html',
        'a.js',
        'a.css',
        'a.json',
        'a.txt',
        'a.xml',
        'a.webmanifest',
      ]
      for (const name of names) await writeFile(join(dir, name), 'x')
      const files = await loadStaticFiles(dir)
      for (const name of names)
        expect(files.get(`/${name}`)?.type, name).toMatch(/; charset=utf-8$/u)
      expect(files.get('/favicon.svg')?.type).toBe('image/svg+xml; charset=utf-8')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
