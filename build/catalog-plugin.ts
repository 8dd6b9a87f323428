import { statSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { pageExistsIn, pageIds } from '../app/site/pages.ts'
import { localeFromTag } from '../app/i18n/locales.ts'
import {
  catalogTags,
  messagePlacement,
  splitCatalog,
  type MessagePlacement,
} from './catalog-split.ts'

const loadersId = 'virtual:clinic-catalogs'
const prefix = 'virtual:clinic-catalog/'
/** The module name becomes the chunk name: assets/catalog-zh-SG-home-<hash>.js. */
const moduleId = (tag: string, part: string) => `${prefix}catalog-${tag}-${part}`

/**
 * `virtual:clinic-catalogs` exports lazy loaders: `loaders[tag].shared()` and
 * `loaders[tag].pages[pageId]()`, each its own chunk, compiled from the PO files at build
 * time (see catalog-split.ts).
 */
export function splitCatalogs({ root }: { root: string }): Plugin {
  // One split per language and PO file version: each is read once for all its page chunks,
  // and the source import graph is walked once for all languages.
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
      cache.set(key, (result = splitCatalog(root, tag, placement)))
    }
    return result
  }
  return {
    name: 'clinic:split-catalogs',
    resolveId(id) {
      if (id === loadersId || id.startsWith(prefix)) return `\0${id}`
      return undefined
    },
    load(id) {
      if (id === `\0${loadersId}`) {
        const entries = catalogTags.map((tag) => {
          const locale = localeFromTag(tag)
          // Only pages that exist in the language get a catalog chunk.
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
        return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages ?? {}))})\n`
      }
      return undefined
    },
  }
}
