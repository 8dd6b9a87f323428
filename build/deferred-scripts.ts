// Script after the first view (ADR 0019): Start's manifest without preload hints, its entry inert.
import type { Plugin } from 'vite'
import { chunkListAttribute, deferredEntryType } from '../app/runtime/page-chunks.ts'

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

export function deferPreloads<M extends StartManifest>(manifest: M): M {
  const entries = new Set(
    (manifest.routes['__root__']?.scripts ?? []).flatMap((script) =>
      typeof script.attrs?.['src'] === 'string' ? [script.attrs['src']] : [],
    ),
  )
  const routes: Record<string, ManifestRoute> = {}
  for (const [id, { preloads, scripts, ...route }] of Object.entries(manifest.routes)) {
    const chunks = (preloads ?? [])
      .map((preload) => (typeof preload === 'string' ? preload : preload.href))
      .filter((href) => !entries.has(href))
    const inert = (scripts ?? []).map((script) =>
      typeof script.attrs?.['src'] === 'string' && entries.has(script.attrs['src'])
        ? { attrs: { type: deferredEntryType, src: script.attrs['src'] } }
        : script,
    )
    // Data blocks never run (no CSP hash) and the router renders them alike in the browser.
    if (chunks.length > 0)
      inert.push({
        attrs: { type: 'application/json', [chunkListAttribute]: '' },
        children: JSON.stringify(chunks),
      })
    routes[id] = inert.length > 0 ? { ...route, scripts: inert } : route
  }
  return { ...manifest, routes }
}

const manifestModule = '\0tanstack-start-manifest:v'
const exported = 'export const tsrStartManifest = () =>'

export function deferredScripts(): Plugin {
  return {
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
          'export const tsrStartManifest = () => deferPreloads(startManifest())',
        ].join('\n')
      },
    },
  }
}
