// Script after the first view (ADR 0019): Start's manifest without preload hints, its entry inert.
import type { Plugin } from 'vite'
import {
  chunkListAttribute,
  deferredEntryType,
  entryImportsList,
} from '../app/runtime/page-chunks.ts'

interface ManifestScript {
  attrs?: Record<string, unknown>
  children?: string
}
interface ManifestRoute {
  preloads?: (string | { href: string })[]
  scripts?: ManifestScript[]
  [key: string]: unknown
}
interface StartManifest {
  routes: Record<string, ManifestRoute>
  [key: string]: unknown
}

/** Each client chunk's static imports, by URL path; empty where unknown (then Start's order). */
export type ChunkImports = Record<string, string[]>

/** `hrefs` with each after the ones of them it imports (a depth-first walk, post-order). */
function afterTheirImports(hrefs: string[], imports: ChunkImports): string[] {
  const seen = new Set<string>()
  const ordered: string[] = []
  const visit = (href: string) => {
    if (seen.has(href)) return
    seen.add(href)
    for (const dependency of imports[href] ?? []) if (hrefs.includes(dependency)) visit(dependency)
    ordered.push(href)
  }
  for (const href of hrefs) visit(href)
  return ordered
}

export function deferPreloads<M extends StartManifest>(manifest: M, imports: ChunkImports = {}): M {
  const entries = new Set(
    (manifest.routes['__root__']?.scripts ?? []).flatMap((script) =>
      typeof script.attrs?.['src'] === 'string' ? [script.attrs['src']] : [],
    ),
  )
  const routes: Record<string, ManifestRoute> = {}
  for (const [id, { preloads, scripts, ...route }] of Object.entries(manifest.routes)) {
    const listed = (preloads ?? [])
      .map((preload) => (typeof preload === 'string' ? preload : preload.href))
      .filter((href) => !entries.has(href))
    // The starter imports the entry's in order, each to be evaluated in a task of its own: each
    // goes after the chunks it imports, or it would be evaluated with them.
    const chunks = id === '__root__' ? afterTheirImports(listed, imports) : listed
    const inert = (scripts ?? []).map((script) =>
      typeof script.attrs?.['src'] === 'string' && entries.has(script.attrs['src'])
        ? { attrs: { type: deferredEntryType, src: script.attrs['src'] } }
        : script,
    )
    // Data blocks never run (no CSP hash) and the router renders them alike in the browser. The
    // root route's are the entry's own imports, which the starter imports ahead of it.
    if (chunks.length > 0)
      inert.push({
        attrs: {
          type: 'application/json',
          [chunkListAttribute]: id === '__root__' ? entryImportsList : '',
        },
        children: JSON.stringify(chunks),
      })
    routes[id] = inert.length > 0 ? { ...route, scripts: inert } : route
  }
  return { ...manifest, routes }
}

const manifestModule = '\0tanstack-start-manifest:v'
const exported = 'export const tsrStartManifest = () =>'

export function deferredScripts(): Plugin[] {
  const imports: ChunkImports = {}
  return [
    {
      // The client build runs before the server's, whose manifest module reads this.
      name: 'clinic:chunk-imports',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle(options, bundle) {
        const base = this.environment.config.base
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk')
            imports[base + chunk.fileName] = chunk.imports.map((file) => base + file)
      },
    },
    {
      name: 'clinic:deferred-scripts',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'ssr',
      transform: {
        filter: { id: /^\0tanstack-start-manifest:v$/ },
        handler(code) {
          // Start writes this export itself: if an upgrade changes it, the build stops here.
          if (!code.includes(exported))
            this.error(`${manifestModule} no longer has "${exported}": see ADR 0019`)
          return [
            `import { deferPreloads } from ${JSON.stringify(import.meta.filename)}`,
            code.replace(exported, 'const startManifest = () =>'),
            `export const tsrStartManifest = () => deferPreloads(startManifest(), ${JSON.stringify(imports)})`,
          ].join('\n')
        },
      },
    },
  ]
}
