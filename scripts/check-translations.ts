// A page in a language must be translated there and follow the glossary (docs/translating.md).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parsePo, type PoItem } from 'pofile-ts'
import { messagePlacement } from '../build/catalog-split.ts'
import {
  glossaryMarkdown,
  glossaryMarkdownIsCurrent,
  glossaryTags,
  glossaryYaml,
  languageChecks,
  readGlossary,
} from './glossary.ts'
import { checkCatalog, describeFinding } from './translation-rules.ts'
import { localeRecord, locales, type Locale } from '../app/i18n/locales.ts'
import { articleRows } from '../app/site/articles.gen.ts'
import { pageIds, pageMatrix, pageHref, type PageId } from '../app/site/pages.ts'

// A page's messages are needed in its languages, an article's front matter's in the article's.
const routeFilePages = new Map<string, PageId>([
  ...pageIds.map((id): [string, PageId] => [`app/routes/${pageMatrix[id].file}`, id]),
  ...Object.entries(articleRows).map(([id, { file }]): [string, PageId] => [
    `app/content/articles/${file}.md`,
    id as PageId,
  ]),
])

/** A page's languages for its route file or article; for a module only some pages load, theirs. */
export function languagesOfFile(file: string, placement?: Placement): readonly Locale[] {
  const id = routeFilePages.get(file)
  if (id) return pageMatrix[id].langs as readonly Locale[]
  const where = placement?.get(file)
  if (where === undefined || where === 'layout') return locales
  return locales.filter((locale) =>
    [...where].some((page) => (pageMatrix[page].langs as readonly Locale[]).includes(locale)),
  )
}

export type Placement = ReadonlyMap<string, 'layout' | ReadonlySet<PageId>>

export function pagesOfFiles(
  files: readonly string[],
  locale: Locale,
  placement: Placement = new Map(),
): string[] {
  const pages = new Set<string>()
  for (const file of files) {
    const where =
      placement.get(file) ??
      (routeFilePages.has(file) ? new Set([routeFilePages.get(file)!]) : undefined)
    if (where === 'layout') pages.add('every page')
    else if (where === undefined) pages.add(`pages using ${file}`)
    else
      for (const id of where)
        if (pageMatrix[id].langs.some((lang) => lang === locale)) pages.add(pageHref(id, locale)!)
  }
  return [...pages]
}

function filesOf(item: PoItem): string[] {
  return item.references
    .flatMap((ref) => ref.split(/\s+/))
    .map((ref) => ref.replace(/:\d+$/, ''))
    .filter(Boolean)
}

const keyOf = (item: { msgctxt?: string | null | undefined; msgid: string }) =>
  `${item.msgctxt ?? ''}\u0004${item.msgid}`
const isTranslated = (item: PoItem) =>
  item.msgstr.some((s) => s.trim() !== '') && !item.flags['fuzzy']

export interface Missing {
  msgid: string
  context?: string
  files: string[]
  pages: string[]
  fuzzy: boolean
}

export interface Outdated {
  oldText: string
  oldTranslation: string
  source: string
}

export const neededIn = (files: readonly string[], locale: Locale, placement?: Placement) =>
  files.length === 0 || files.some((file) => languagesOfFile(file, placement).includes(locale))

export function missingTranslations(po: string, locale: Locale, placement?: Placement): Missing[] {
  const missing: Missing[] = []
  for (const item of parsePo(po).items) {
    if (item.obsolete || item.msgid === '') continue
    const files = filesOf(item)
    if (neededIn(files, locale, placement) && !isTranslated(item)) {
      missing.push({
        msgid: item.msgid,
        ...(item.msgctxt ? { context: item.msgctxt } : {}),
        files,
        pages: pagesOfFiles(files, locale, placement),
        fuzzy: Boolean(item.flags['fuzzy']),
      })
    }
  }
  return missing
}

/** Dice similarity of character bigrams, 0..1: enough to pair an edited sentence with its old. */
export function similarity(a: string, b: string): number {
  const grams = (text: string) => {
    const chars = [...text.toLowerCase().replace(/\s+/g, ' ')]
    const set = new Map<string, number>()
    for (let i = 0; i < chars.length - 1; i++) {
      const gram = chars[i]! + chars[i + 1]!
      set.set(gram, (set.get(gram) ?? 0) + 1)
    }
    return set
  }
  const x = grams(a)
  const y = grams(b)
  let shared = 0
  for (const [gram, count] of x) shared += Math.min(count, y.get(gram) ?? 0)
  const total =
    [...x.values()].reduce((s, n) => s + n, 0) + [...y.values()].reduce((s, n) => s + n, 0)
  return total === 0 ? 0 : (2 * shared) / total
}

export function findOldText(missing: Missing, candidates: readonly PoItem[]): PoItem | undefined {
  let best: { item: PoItem; score: number } | undefined
  for (const item of candidates) {
    if (!filesOf(item).some((file) => missing.files.includes(file))) continue
    if ((item.msgctxt ?? '') !== (missing.context ?? '')) continue
    const score = similarity(item.msgid, missing.msgid)
    if (score >= 0.4 && (!best || score > best.score)) best = { item, score }
  }
  return best?.item
}

export function vanishedTranslations(earlier: string, current: string): PoItem[] {
  const now = new Set(
    parsePo(current)
      .items.filter((item) => !item.obsolete)
      .map(keyOf),
  )
  return parsePo(earlier).items.filter(
    (item) => item.msgid !== '' && isTranslated(item) && !now.has(keyOf(item)),
  )
}

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch {
    return undefined
  }
}

/** The old English text: obsolete entries first, then up to `depth` commits of the catalog. */
export function explainMissing(
  root: string,
  file: string,
  po: string,
  missing: readonly Missing[],
  depth = 50,
): Map<Missing, Outdated> {
  const found = new Map<Missing, Outdated>()
  const obsolete = parsePo(po).items.filter((item) => item.obsolete && isTranslated(item))
  for (const m of missing) {
    const old = findOldText(m, obsolete)
    if (old)
      found.set(m, {
        oldText: old.msgid,
        oldTranslation: old.msgstr.join(''),
        source: 'obsolete entry',
      })
  }
  let open = missing.filter((m) => !found.has(m))
  if (open.length === 0) return found
  const commits =
    git(root, ['log', `-n${depth}`, '--format=%H', '--', file])
      ?.split('\n')
      .filter(Boolean) ?? []
  for (const commit of commits) {
    const earlier = git(root, ['show', `${commit}:${file}`])
    if (earlier === undefined) continue
    const vanished = vanishedTranslations(earlier, po)
    for (const m of open) {
      const old = findOldText(m, vanished)
      if (old)
        found.set(m, {
          oldText: old.msgid,
          oldTranslation: old.msgstr.join(''),
          source: `commit ${commit.slice(0, 10)}`,
        })
    }
    open = open.filter((m) => !found.has(m))
    if (open.length === 0) break
  }
  return found
}

export function describeMissing(tag: string, m: Missing, outdated: Outdated | undefined): string {
  const where = m.pages.length > 0 ? m.pages.join(', ') : m.files.join(', ')
  const what = m.fuzzy ? 'needs review (fuzzy)' : 'is not translated'
  const lines = [
    `${tag}: "${m.msgid}"${m.context ? ` (context: ${m.context})` : ''} ${what}`,
    `    pages: ${where}`,
    `    source: ${m.files.join(', ')}`,
  ]
  if (outdated) {
    lines.push(
      `    English changed (${outdated.source}):`,
      `      old: "${outdated.oldText}"`,
      `      new: "${m.msgid}"`,
      `      old translation: "${outdated.oldTranslation}"`,
    )
  }
  return lines.join('\n')
}

export interface NoteEntry {
  msgid: string
  context?: string
  translation: string | undefined
  msgstr: string
  note: string[]
  files: string[]
}

const unquote = (quoted: string): string => {
  try {
    return JSON.parse(quoted) as string
  } catch {
    return quoted.slice(1, -1)
  }
}

export function noteEntries(po: string): Map<string, NoteEntry> {
  const entries = new Map<string, NoteEntry>()
  for (const block of po.split(/\r?\n[ \t]*\r?\n/)) {
    const text = { msgctxt: '', msgid: '', msgstr: '', other: '' }
    let field: keyof typeof text = 'other'
    let hasId = false
    let hasContext = false
    let fuzzy = false
    let obsolete = false
    const note: string[] = []
    const comments: string[] = []
    const files: string[] = []
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('#~')) obsolete = true
      else if (line.startsWith('#.')) note.push(line.slice(2).trim())
      else if (line.startsWith('#,'))
        fuzzy ||= line
          .slice(2)
          .split(',')
          .some((f) => f.trim() === 'fuzzy')
      else if (line.startsWith('#:'))
        files.push(...line.slice(2).trim().split(/\s+/).filter(Boolean))
      else if (line.startsWith('#|')) continue
      else if (line.startsWith('#')) comments.push(line.slice(1).trim())
      else {
        const start = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")\s*$/.exec(line)
        if (start) {
          const keyword = start[1]!
          field = keyword.startsWith('msgstr')
            ? 'msgstr'
            : keyword === 'msgid' || keyword === 'msgctxt'
              ? keyword
              : 'other'
          if (field === 'msgstr' && text.msgstr !== '') text.msgstr += '\u0000'
          if (keyword === 'msgid') hasId = true
          if (keyword === 'msgctxt') hasContext = true
          text[field] += unquote(start[2]!)
        } else if (/^\s*"/.test(line)) text[field] += unquote(line.trim())
      }
    }
    if (!hasId || obsolete || text.msgid === '') continue
    const translated = text.msgstr.replaceAll('\u0000', '').trim() !== '' && !fuzzy
    entries.set(keyOf({ msgctxt: hasContext ? text.msgctxt : null, msgid: text.msgid }), {
      msgid: text.msgid,
      ...(hasContext && text.msgctxt ? { context: text.msgctxt } : {}),
      translation: translated ? `${text.msgstr}\u0001${comments.join('\n')}` : undefined,
      msgstr: text.msgstr.replaceAll('\u0000', ' | '),
      note: [...new Set(note)],
      files: files.map((ref) => ref.replace(/:\d+$/, '')),
    })
  }
  return entries
}

const sameNote = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join('\n') === [...b].sort().join('\n')

export interface NoteChange {
  msgid: string
  context?: string
  oldNote: string[]
  newNote: string[]
  translation: string
  commit: string
}

export interface NoteReport {
  changes: NoteChange[]
  history: 'full' | 'shallow' | 'none'
}

function catalogVersions(
  root: string,
  file: string,
): { parents: Map<string, string[]>; versions: Map<string, Map<string, NoteEntry>> } | undefined {
  const list = git(root, ['rev-list', '--topo-order', '--parents', 'HEAD', '--', file])
  if (!list?.trim()) return undefined
  const parents = new Map(
    list
      .trim()
      .split('\n')
      .map((line): [string, string[]] => {
        const [commit, ...rest] = line.split(' ')
        return [commit!, rest]
      }),
  )
  // One git process for all versions of the catalog.
  let out: Buffer
  try {
    out = execFileSync('git', ['cat-file', '--batch'], {
      cwd: root,
      input: [...parents.keys()].map((commit) => `${commit}:${file}\n`).join(''),
      stdio: ['pipe', 'pipe', 'ignore'],
      maxBuffer: 1024 * 1024 * 1024,
    })
  } catch {
    return undefined
  }
  const versions = new Map<string, Map<string, NoteEntry>>()
  let pos = 0
  for (const commit of parents.keys()) {
    const end = out.indexOf(10, pos)
    const [, type, size] = out.subarray(pos, end).toString('utf8').split(' ')
    pos = end + 1
    if (type !== 'blob') continue
    versions.set(commit, noteEntries(out.subarray(pos, pos + Number(size)).toString('utf8')))
    pos += Number(size) + 1
  }
  return { parents, versions }
}

export function changedNotes(
  root: string,
  file: string,
  po: string,
  wanted: (entry: NoteEntry) => boolean = () => true,
): NoteReport {
  const shallow = git(root, ['rev-parse', '--is-shallow-repository'])?.trim()
  const history = shallow === undefined ? undefined : catalogVersions(root, file)
  if (!history) return { changes: [], history: 'none' }
  const { parents, versions } = history
  const newest = [...parents.keys()][0]!
  const changes: NoteChange[] = []
  for (const [key, now] of noteEntries(po)) {
    if (now.translation === undefined || !wanted(now)) continue
    let at = now
    let commit: string | undefined
    let next: string | undefined = newest
    while (next !== undefined) {
      const entry = versions.get(next)?.get(key)
      if (entry?.translation !== now.translation) break
      at = entry
      commit = next
      next = parents
        .get(next)!
        .find((parent) => versions.get(parent)?.get(key)?.translation === now.translation)
    }
    if (commit === undefined || sameNote(at.note, now.note)) continue
    changes.push({
      msgid: now.msgid,
      ...(now.context ? { context: now.context } : {}),
      oldNote: at.note,
      newNote: now.note,
      translation: now.msgstr,
      commit: commit.slice(0, 10),
    })
  }
  return { changes, history: shallow === 'true' ? 'shallow' : 'full' }
}

export function describeNoteChanges(reports: ReadonlyMap<string, NoteReport>): string[] {
  const lines: string[] = []
  const groups = new Map<string, Map<string, string[]>>()
  for (const [tag, report] of reports) {
    if (report.history === 'none')
      lines.push(`${tag}: translator notes not compared: the catalog has no git history here.`)
    if (report.history === 'shallow')
      lines.push(
        `${tag}: a shallow clone: a note changed before its oldest commit is not seen (git fetch --unshallow).`,
      )
    for (const change of report.changes) {
      const group = JSON.stringify([change.oldNote, change.newNote])
      const messages = groups.get(group) ?? new Map<string, string[]>()
      groups.set(group, messages)
      const message = `"${change.msgid}"${change.context ? ` (context: ${change.context})` : ''}`
      messages.set(message, [
        ...(messages.get(message) ?? []),
        `${tag} (translated in ${change.commit.slice(0, 7)})`,
      ])
    }
  }
  const quote = (note: readonly string[]) =>
    note.length === 0 ? '(no note)' : note.map((line) => `"${line}"`).join(' ')
  for (const [group, messages] of groups) {
    const [oldNote, newNote] = JSON.parse(group) as [string[], string[]]
    lines.push(
      [
        'Translator note changed after translation; re-read:',
        `    old note: ${quote(oldNote)}`,
        `    new note: ${quote(newNote)}`,
        ...[...messages].map(([message, where]) => `      ${message}: ${where.join(', ')}`),
      ].join('\n'),
    )
  }
  return lines
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  let total = 0
  let noteChanges = 0
  const noteReports = new Map<string, NoteReport>()
  const placement = messagePlacement(root)
  for (const locale of locales) {
    if (locale === 'en') continue
    const tag = localeRecord[locale].tag
    const file = `src/locales/${tag}/messages.po`
    const po = readFileSync(`${root}${file}`, 'utf8')
    const missing = missingTranslations(po, locale, placement)
    total += missing.length
    const outdated =
      missing.length > 0 ? explainMissing(root, file, po, missing) : new Map<Missing, Outdated>()
    for (const m of missing) console.error(describeMissing(tag, m, outdated.get(m)))
    const notes = changedNotes(root, file, po, (entry) => neededIn(entry.files, locale, placement))
    noteChanges += notes.changes.length
    noteReports.set(tag, notes)
  }
  const listNotes = process.env['I18N_NOTES'] === '1'
  for (const line of describeNoteChanges(noteReports))
    if (listNotes || !line.startsWith('Translator note changed')) console.log(line)
  const glossary = readGlossary(root)
  let style = 0
  for (const tag of glossaryTags) {
    const po = readFileSync(`${root}src/locales/${tag}/messages.po`, 'utf8')
    const findings = checkCatalog(po, languageChecks(glossary, tag))
    style += findings.length
    for (const finding of findings) console.error(describeFinding(tag, finding))
  }
  const staleGlossary = !glossaryMarkdownIsCurrent(root, glossary)
  if (staleGlossary)
    console.error(
      `${glossaryMarkdown} is not what ${glossaryYaml} makes: edit the YAML and run npm run i18n:glossary.`,
    )
  if (total > 0)
    console.error(
      `\n${total} missing translation(s). Translate them in src/locales/<tag>/messages.po (npm run i18n:status for an overview).`,
    )
  if (style > 0)
    console.error(
      `\n${style} finding(s) of the glossary's typography, voice and terminology checks (${glossaryMarkdown}).`,
    )
  if (noteChanges > 0)
    console.log(
      `\n${noteChanges} translation(s) whose translator note changed after they were translated: re-read each; change it or add a # comment to its entry (docs/translating.md, Checking).${listNotes ? '' : ' I18N_NOTES=1 npm run i18n:check lists them.'}`,
    )
  if (total > 0 || style > 0 || staleGlossary) process.exit(1)
  console.log(
    'Translations complete for every page in every language it exists in, and following the glossary.',
  )
}
