import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompressDirectory } from './precompress-plugin.ts'
import { loadStaticFiles } from '../server/static.ts'

const dirs: string[] = []
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const script = `export const pages = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ path: `/services/page-${i}/`, title: `Service ${i}` })))}\n`

describe('precompressDirectory', () => {
  it('writes .br and .gz beside compressible files that decompress to the original bytes', async () => {
    const dir = tempDir()
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'assets', 'app.js'), script)
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><p>${'Heart screening. '.repeat(100)}</p>`,
    )
    writeFileSync(join(dir, 'tiny.css'), 'p{margin:0}')
    writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(4096, 7))

    const totals = await precompressDirectory(dir)

    expect(totals.files).toBe(2)
    for (const file of ['assets/app.js', 'index.html']) {
      const original = readFileSync(join(dir, file))
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`)))).toEqual(original)
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`)))).toEqual(original)
    }
    // Too small to gain anything, or already compressed: left alone.
    expect(existsSync(join(dir, 'tiny.css.gz'))).toBe(false)
    expect(existsSync(join(dir, 'photo.webp.gz'))).toBe(false)
  })

  it('produces a smaller gzip stream than zlib at level 9', async () => {
    const dir = tempDir()
    writeFileSync(join(dir, 'app.js'), script)
    await precompressDirectory(dir)
    expect(readFileSync(join(dir, 'app.js.gz')).byteLength).toBeLessThan(
      gzipSync(script, { level: 9 }).byteLength,
    )
  })
})

describe('loadStaticFiles', () => {
  it('serves the variants the build wrote and never the variant files themselves', async () => {
    const dir = tempDir()
    writeFileSync(join(dir, 'app.js'), script)
    await precompressDirectory(dir)
    const files = await loadStaticFiles(dir)
    expect([...files.keys()]).toEqual(['/app.js'])
    expect(files.get('/app.js')?.gzip).toEqual(new Uint8Array(readFileSync(join(dir, 'app.js.gz'))))
    expect(files.get('/app.js')?.br).toEqual(new Uint8Array(readFileSync(join(dir, 'app.js.br'))))
  })

  it('compresses at start-up when the build wrote no variants', async () => {
    const dir = tempDir()
    writeFileSync(join(dir, 'app.js'), script)
    const file = (await loadStaticFiles(dir)).get('/app.js')
    expect(gunzipSync(file!.gzip!).toString()).toBe(script)
    expect(brotliDecompressSync(file!.br!).toString()).toBe(script)
  })
})
