import { createHash } from 'node:crypto'
import { statSync } from 'node:fs'
import { isAbsolute, join, relative, sep } from 'node:path'
import type { Plugin, Rollup } from 'vite'
import { pageExistsIn, pageIds } from '../app/site/pages.ts'
import { localeFromTag } from '../app/i18n/locales.ts'
import {
  catalogTags,
  messagePlacement,
  splitCatalog,
  placementDifferences,
  type MessagePlacement,
  type ModuleGraph,
} from './catalog-split.ts'

const loadersId = 'virtual:clinic-catalogs'
const prefix = 'virtual:clinic-catalog/'
const moduleId = (tag: string, part: string) => `${prefix}catalog-${tag}-${part}`

// `virtual:clinic-catalogs`: a chunk per part, one hash for all, URLs made at run time (ADR 0003).
export function splitCatalogs({
  root,
  leaveOut = [],
}: {
  root: string
  leaveOut?: readonly string[]
}): Plugin {
  const cache = new Map<string, ReturnType<typeof splitCatalog>>()
  const placements = new Map<string, MessagePlacement>()
  const split = (tag: (typeof catalogTags)[number]) => {
    const version = catalogTags
      .map((t) => statSync(join(root, 'src', 'locales', t, 'messages.po')).mtimeMs)
      .join(':')
    const key = `${tag}@${version}`
    let result = cache.get(key)
    if (!result) {
      let placement = placements.get(version)
      if (!placement) placements.set(version, (placement = messagePlacement(root)))
      cache.set(key, (result = splitCatalog(root, tag, placement, leaveOut)))
    }
    return result
  }
  const catalogFiles = () => {
    const files = catalogTags.flatMap((tag) => {
      const catalog = split(tag)
      const locale = localeFromTag(tag)
      const parts: [string, unknown][] = [
        ['shared', catalog.shared],
        ...pageIds
          .filter((page) => pageExistsIn(page, locale))
          .map((page): [string, unknown] => [page, catalog.pages[page]]),
      ]
      return parts.map(([part, messages]) => ({ tag, part, source: catalogModule(messages) }))
    })
    const hash = createHash('sha256')
    for (const file of files) hash.update(`${file.tag}-${file.part}\0${file.source}\0`)
    const version = hash.digest('base64url').slice(0, 10)
    return { files, version }
  }
  let browserBuild = false
  return {
    name: 'clinic:split-catalogs',
    configResolved(config) {
      browserBuild = config.command === 'build'
    },
    resolveId(id) {
      if (id === loadersId || id.startsWith(prefix)) return `\0${id}`
      return undefined
    },
    load(id) {
      if (id === `\0${loadersId}` && browserBuild && this.environment.name === 'client') {
        const { version } = catalogFiles()
        const base = `${this.environment.config.base}assets/`
        return [
          `import { pageExistsIn, pageIds } from ${JSON.stringify(join(root, 'app/site/pages.ts'))}`,
          `import { localeFromTag } from ${JSON.stringify(join(root, 'app/i18n/locales.ts'))}`,
          `const load = (tag, part) => () => import(/* @vite-ignore */ \`${base}${catalogFileName('${tag}', '${part}', version)}\`)`,
          `const catalogs = (tag) => ({ shared: load(tag, 'shared'), pages: Object.fromEntries(pageIds.filter((id) => pageExistsIn(id, localeFromTag(tag))).map((id) => [id, load(tag, id)])) })`,
          `export const loaders = Object.fromEntries(${JSON.stringify(catalogTags)}.map((tag) => [tag, catalogs(tag)]))`,
        ].join('\n')
      }
      if (id === `\0${loadersId}`) {
        const entries = catalogTags.map((tag) => {
          const locale = localeFromTag(tag)
          const pages = pageIds
            .filter((page) => pageExistsIn(page, locale))
            .map(
              (page) =>
                `${JSON.stringify(page)}: () => import(${JSON.stringify(moduleId(tag, page))})`,
            )
            .join(',\n      ')
          return `  ${JSON.stringify(tag)}: {\n    shared: () => import(${JSON.stringify(moduleId(tag, 'shared'))}),\n    pages: {\n      ${pages}\n    },\n  }`
        })
        return `export const loaders = {\n${entries.join(',\n')}\n}\n`
      }
      if (id.startsWith(`\0${prefix}`)) {
        const [, tag, part] =
          /^catalog-([A-Za-z]+-[A-Za-z]+)-(\w+)$/.exec(id.slice(prefix.length + 1)) ?? []
        if (!tag || !part) return undefined
        for (const t of catalogTags)
          this.addWatchFile(join(root, 'src', 'locales', t, 'messages.po'))
        const catalog = split(tag as (typeof catalogTags)[number])
        const messages =
          part === 'shared' ? catalog.shared : catalog.pages[part as keyof typeof catalog.pages]
        return catalogModule(messages)
      }
      return undefined
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      if (browserBuild) {
        const { files, version } = catalogFiles()
        for (const { tag, part, source } of files)
          this.emitFile({
            type: 'asset',
            fileName: `assets/${catalogFileName(tag, part, version)}`,
            source,
          })
      }
      const version = catalogTags
        .map((t) => statSync(join(root, 'src', 'locales', t, 'messages.po')).mtimeMs)
        .join(':')
      const scanned = placements.get(version) ?? messagePlacement(root)
      const bundled = messagePlacement(root, bundleGraph(this, root))
      const wrong = placementDifferences(bundled, scanned)
      if (wrong.length > 0)
        this.error(
          `The catalog split disagrees with the client bundle's module graph (file: bundle vs split): ${wrong.join('; ')}. ` +
            'Import the file with a relative path the split can follow (build/catalog-split.ts).',
        )
    },
  }
}

const catalogFileName = (tag: string, part: string, version: string) =>
  `catalog-${tag}-${part}-${version}.js`

function catalogModule(messages: unknown): string {
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages ?? {}))})\n`
}

function bundleGraph(context: Rollup.PluginContext, root: string): ModuleGraph {
  const fileOf = (id: string) => {
    if (id.startsWith('\0') || id.includes(`${sep}node_modules${sep}`)) return undefined
    const file = relative(root, id.replace(/\?.*$/, ''))
    return file.startsWith('..') || isAbsolute(file) ? undefined : file.split(sep).join('/')
  }
  const idsOf = new Map<string, string[]>()
  for (const id of context.getModuleIds()) {
    const file = fileOf(id)
    if (file !== undefined) idsOf.set(file, [...(idsOf.get(file) ?? []), id])
  }
  return {
    reachable(entry, boundaries = new Set(), seen = new Set()) {
      seen.add(entry)
      const pending = [...(idsOf.get(entry) ?? [])]
      const visited = new Set<string>()
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (visited.has(id)) continue
        visited.add(id)
        const info = context.getModuleInfo(id)
        for (const next of [
          ...(info?.importedIds ?? []),
          ...(info?.dynamicallyImportedIds ?? []),
        ]) {
          const file = fileOf(next)
          if (file === undefined || (file !== entry && boundaries.has(file))) continue
          seen.add(file)
          pending.push(next)
        }
      }
      return seen
    },
  }
}
