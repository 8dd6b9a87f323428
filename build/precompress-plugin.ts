/**
 * Build step: writes `<file>.br` (brotli, quality 11) and `<file>.gz` (zopfli: a gzip stream
 * about 4% smaller than zlib's level 9, still read by every browser) beside each compressible
 * file of the client build, after TanStack Start has prerendered the pages. The server loads
 * these at start-up (server/static.ts), so nothing is compressed at request or start time and
 * a visitor on a slow connection gets the smallest encoding there is for their browser.
 *
 * Build-only: zopfli is a dev dependency, so the server never imports this module.
 */
import { gzipAsync } from '@gfx/zopfli'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib } from 'node:zlib'
import type { Plugin } from 'vite'
import { afterPrerender } from './post-build.ts'
import { isCompressible } from '../server/static.ts'

const brotli = promisify(brotliCompress)

/** Compresses every compressible file under `dir`; returns how many files and their sizes. */
export async function precompressDirectory(dir: string) {
  const totals = { files: 0, raw: 0, gzip: 0, br: 0 }
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = join(entry.parentPath, entry.name)
    const body = await readFile(full)
    if (!isCompressible(extname(entry.name), body.byteLength)) continue
    // Brotli runs on libuv's thread pool while zopfli (WebAssembly) works on this thread.
    const [br, gzip] = await Promise.all([
      brotli(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
      }),
      // 5 iterations: within 0.1% of zopfli's default 15 on this site's files, in a third of the time.
      gzipAsync(body, { numiterations: 5 }),
    ])
    await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzip)])
    totals.files += 1
    totals.raw += body.byteLength
    totals.gzip += gzip.byteLength
    totals.br += br.byteLength
  }
  return totals
}

/** The Vite plugin: list it after tanstackStart() so the prerendered pages exist. */
export function precompress(): Plugin {
  return afterPrerender('precompress', async (clientDir, logger) => {
    const started = Date.now()
    const totals = await precompressDirectory(clientDir)
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
    logger.info(
      `precompress: ${totals.files} files, ${kb(totals.raw)} -> gzip ${kb(totals.gzip)}, brotli ${kb(totals.br)} (${Date.now() - started} ms)`,
    )
  })
}
