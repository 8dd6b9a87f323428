/**
 * Build step: writes `<file>.br` (brotli, quality 11) and `<file>.gz` (zopfli: a gzip stream
 * about 4% smaller than zlib's level 9, still read by every browser) beside each compressible
 * file of the client build, after TanStack Start has prerendered the pages. The server loads
 * these at start-up (server/static.ts), so nothing is compressed at request or start time and
 * a visitor on a slow connection gets the smallest encoding there is for their browser.
 *
 * The work is shared between worker threads, one per core (build/precompress-worker.ts).
 *
 * Build-only: zopfli is a dev dependency, so the server never imports this module.
 */
import { readdir, stat } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { extname, join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Plugin } from 'vite'
import { afterPrerender } from './post-build.ts'
import type { Totals } from './precompress-worker.ts'
import { isCompressible } from '../server/static.ts'

/** Compresses every compressible file under `dir`; returns how many files and their sizes. */
export async function precompressDirectory(dir: string): Promise<Totals> {
  const files: { path: string; size: number }[] = []
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const { size } = await stat(path)
    if (isCompressible(extname(entry.name), size)) files.push({ path, size })
  }
  // One worker thread per core, the largest files first, each to the least loaded thread.
  const shares = Array.from({ length: Math.min(availableParallelism(), files.length) }, () => ({
    bytes: 0,
    paths: [] as string[],
  }))
  for (const file of files.sort((a, b) => b.size - a.size)) {
    const share = shares.reduce((least, s) => (s.bytes < least.bytes ? s : least))
    share.bytes += file.size
    share.paths.push(file.path)
  }
  const results = await Promise.all(
    shares.map(
      ({ paths }) =>
        new Promise<Totals>((resolve, reject) => {
          const worker = new Worker(new URL('./precompress-worker.ts', import.meta.url), {
            workerData: paths,
          })
          worker.once('message', resolve)
          worker.once('error', reject)
          worker.once('exit', (code) => reject(new Error(`precompress worker exited (${code})`)))
        }),
    ),
  )
  return results.reduce(
    (sum, t) => ({
      files: sum.files + t.files,
      raw: sum.raw + t.raw,
      gzip: sum.gzip + t.gzip,
      br: sum.br + t.br,
    }),
    { files: 0, raw: 0, gzip: 0, br: 0 },
  )
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
