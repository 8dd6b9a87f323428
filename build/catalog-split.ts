// Why one catalog per page, and how: docs/decisions/0003-build-time-catalog-split.md.
import { globSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { parsePo } from 'pofile-ts'
import ts from 'typescript'
import { localeRecord, locales, type LocaleTag } from '../app/i18n/locales.ts'
import { pageIds, pageMatrix, type PageId } from '../app/site/pages.ts'

export type CompiledMessages = Record<string, CompiledMessage>
export interface SplitCatalog {
  shared: CompiledMessages
  pages: Record<PageId, CompiledMessages>
}

const sourceTag: LocaleTag = 'en-SG'
const pageFile = (id: PageId) => `app/routes/${pageMatrix[id].file}`
const layoutEntries = [
  'app/router.tsx',
  'app/start.ts',
  'app/routes/__root.tsx',
  'app/routes/lang.tsx',
]

/** What a module loads at run time (`import type` loads nothing), dynamic imports and globs too. */
export function loadsOf(fileName: string, source: string): { imports: string[]; globs: string[] } {
  const imports: string[] = []
  const globs: string[] = []
  const relativeText = (node: ts.Node | undefined) =>
    node && ts.isStringLiteralLike(node) && /^\.{1,2}\//u.test(node.text) ? node.text : undefined
  const visit = (node: ts.Node): void => {
    let specifier: string | undefined
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly)
      specifier = relativeText(node.moduleSpecifier)
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly)
      specifier = relativeText(node.moduleSpecifier)
    else if (ts.isCallExpression(node)) {
      const [first] = node.arguments
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) specifier = relativeText(first)
      else if (node.expression.getText() === 'import.meta.glob') {
        const pattern = relativeText(first)
        if (pattern) globs.push(pattern)
      }
    }
    if (specifier) imports.push(specifier)
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true))
  return { imports, globs }
}

function globFiles(root: string, fromFile: string, pattern: string): string[] {
  const dir = dirname(join(root, fromFile))
  return globSync(pattern, { cwd: dir })
    .map((file) => relative(root, join(dir, file)).split('\\').join('/'))
    .sort()
}

function resolveImport(root: string, fromFile: string, specifier: string): string | undefined {
  const base = relative(
    root,
    resolve(dirname(join(root, fromFile)), specifier.replace(/\?.*$/, '')),
  )
    .split('\\')
    .join('/')
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => `${base}${ending}`)
    .find((file) => statSync(join(root, file), { throwIfNoEntry: false })?.isFile())
}

export function importGraph(root: string): ModuleGraph {
  const importsOf = new Map<string, string[]>()
  const imports = (file: string): string[] => {
    let found = importsOf.get(file)
    if (!found) {
      const source = /\.[cm]?[jt]sx?$/.test(file) ? readFileSync(join(root, file), 'utf8') : ''
      const loads = loadsOf(file, source)
      found = [
        ...loads.imports.flatMap((specifier) => resolveImport(root, file, specifier) ?? []),
        ...loads.globs.flatMap((pattern) => globFiles(root, file, pattern)),
      ]
      importsOf.set(file, found)
    }
    return found
  }
  return {
    reachable(
      entry: string,
      boundaries = new Set<string>(),
      seen = new Set<string>(),
    ): Set<string> {
      const pending = [entry]
      for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
        if (seen.has(file)) continue
        seen.add(file)
        pending.push(...imports(file).filter((next) => !boundaries.has(next)))
      }
      return seen
    },
  }
}

/** Files (root-relative) `entry` loads, itself included; `boundaries` are pages, loaded lazily. */
export interface ModuleGraph {
  reachable(entry: string, boundaries?: Set<string>, seen?: Set<string>): Set<string>
}

export function messagePlacement(
  root: string,
  graph: ModuleGraph = importGraph(root),
): Map<string, 'layout' | Set<PageId>> {
  const placement = new Map<string, 'layout' | Set<PageId>>()
  const layout = new Set<string>()
  const pages = new Set(pageIds.map(pageFile))
  for (const entry of layoutEntries) graph.reachable(entry, pages, layout)
  for (const file of layout) placement.set(file, 'layout')
  for (const id of pageIds) {
    for (const file of graph.reachable(pageFile(id))) {
      const current = placement.get(file) ?? new Set<PageId>()
      if (current === 'layout') continue
      placement.set(file, current.add(id))
    }
  }
  return placement
}

function readCatalog(root: string, tag: LocaleTag) {
  return parsePo(
    readFileSync(join(root, 'src', 'locales', tag, 'messages.po'), 'utf8'),
  ).items.filter((item) => !item.obsolete && item.msgid !== '')
}

export type MessagePlacement = ReturnType<typeof messagePlacement>

export function placementDifferences(actual: MessagePlacement, split: MessagePlacement): string[] {
  const show = (place: 'layout' | Set<PageId> | undefined) =>
    place === undefined
      ? 'unknown'
      : place === 'layout'
        ? 'every page'
        : [...place].sort().join(',')
  return [...actual]
    .filter(([file, place]) => show(place) !== show(split.get(file)))
    .map(([file, place]) => `${file}: ${show(place)} vs ${show(split.get(file))}`)
}

// Only a build with a tag-manager container shows the consent choice, or downloads its text.
export const tagManagerOnlyFiles: readonly string[] = [
  'app/layout/ConsentBanner.tsx',
  'app/content/TagManagerPolicy.tsx',
]

/** Untranslated messages fall back to English; those used only in `leaveOut` files are dropped. */
export function splitCatalog(
  root: string,
  tag: LocaleTag,
  placement: MessagePlacement = messagePlacement(root),
  leaveOut: readonly string[] = [],
): SplitCatalog {
  const english = new Map(
    readCatalog(root, sourceTag).map((item) => [
      `${item.msgctxt ?? ''}\u0004${item.msgid}`,
      item.msgstr[0] || item.msgid,
    ]),
  )
  const split: SplitCatalog = {
    shared: {},
    pages: Object.fromEntries(pageIds.map((id) => [id, {}])) as SplitCatalog['pages'],
  }
  for (const item of readCatalog(root, tag)) {
    const key = `${item.msgctxt ?? ''}\u0004${item.msgid}`
    const text = item.msgstr[0] || english.get(key) || item.msgid
    const id = generateMessageId(item.msgid, item.msgctxt ?? undefined) as string
    // Always the compiled (array) form: a plain string reads as an uncompiled message to Lingui.
    const value = compileMessage(text)
    const files = item.references
      .flatMap((ref) => ref.split(/\s+/))
      .map((ref) => ref.replace(/:\d+$/, ''))
      .filter(Boolean)
    if (files.length > 0 && files.every((file) => leaveOut.includes(file))) continue
    const places = files.map((file) => placement.get(file))
    if (places.length === 0 || places.some((place) => place === undefined || place === 'layout'))
      split.shared[id] = value
    else
      for (const place of places as Set<PageId>[])
        for (const page of place) split.pages[page][id] = value
  }
  return split
}

export const catalogTags: LocaleTag[] = locales.map((code) => localeRecord[code].tag)
