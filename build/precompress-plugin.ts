// Compressed once at build time (brotli 11, zopfli), so the server never compresses (ADR 0005).
import { readdir, stat } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { extname, join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Plugin } from 'vite'
import { afterPrerender } from './post-build.ts'
import type { Totals } from './precompress-worker.ts'
import { isCompressible } from '../server/static.ts'

export async function precompressDirectory(dir: string): Promise<Totals> {
  const files: { path: string; size: number }[] = []
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const { size } = await stat(path)
    if (isCompressible(extname(entry.name), size)) files.push({ path, size })
  }
  // Largest files first, each to the least loaded thread, so the threads finish together.
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
