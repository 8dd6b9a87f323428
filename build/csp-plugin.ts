// Per-page hashes let the CSP do without 'unsafe-inline'; the manifest is the server's, not public.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { afterPrerender } from './post-build.ts'
import { cspManifestPath, inlineHashes, type CspManifest } from '../server/security.ts'

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

export function cspHashes(): Plugin {
  return afterPrerender('csp-hashes', async (clientDir, logger) => {
    const manifest = await buildCspManifest(clientDir)
    await writeFile(cspManifestPath(clientDir), `${JSON.stringify(manifest)}\n`)
    logger.info(`csp-hashes: ${Object.keys(manifest).length} pages`)
  })
}
