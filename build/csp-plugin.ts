/**
 * Build step: after TanStack Start has prerendered the pages, records the SHA-256 hash of
 * every inline script and style of each prerendered page in `csp-hashes.json` beside the
 * client build (not inside it: it is not for browsers). The server sends each page with
 * exactly its own hashes in its Content-Security-Policy (server/pages.ts), so no
 * 'unsafe-inline' is needed for the framework's hydration scripts or the inlined CSS.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { afterPrerender } from './post-build.ts'
import { cspManifestPath, inlineHashes, type CspManifest } from '../server/security.ts'

/** Hashes of every HTML file under `clientDir`, keyed by URL path ('/cn/index.html'). */
export async function buildCspManifest(clientDir: string): Promise<CspManifest> {
  const manifest: CspManifest = {}
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const full = join(entry.parentPath, entry.name)
    manifest[`/${relative(clientDir, full).split(sep).join('/')}`] = inlineHashes(
      await readFile(full, 'utf8'),
    )
  }
  return manifest
}

/** The Vite plugin: list it after tanstackStart() so the prerendered pages exist. */
export function cspHashes(): Plugin {
  return afterPrerender('csp-hashes', async (clientDir, logger) => {
    const manifest = await buildCspManifest(clientDir)
    await writeFile(cspManifestPath(clientDir), `${JSON.stringify(manifest)}\n`)
    logger.info(`csp-hashes: ${Object.keys(manifest).length} pages`)
  })
}
