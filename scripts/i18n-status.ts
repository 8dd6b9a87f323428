// npm run i18n:status [-- --json]: for translators (docs/translating.md); the gate is i18n:check.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parsePo } from 'pofile-ts'
import { messagePlacement } from '../build/catalog-split.ts'
import { localeRecord, locales, type Locale } from '../app/i18n/locales.ts'
import {
  changedNotes,
  explainMissing,
  languagesOfFile,
  missingTranslations,
  neededIn,
  type Placement,
} from './check-translations.ts'

export interface LanguageStatus {
  tag: string
  total: number
  required: number
  translated: number
  fuzzy: number
  missing: number
  outdated: number
  noteChanged: number
  pages: Record<string, number>
}

export function languageStatus(
  root: string,
  locale: Locale,
  placement: Placement,
  history = true,
): LanguageStatus {
  const tag = localeRecord[locale].tag
  const file = `src/locales/${tag}/messages.po`
  const po = readFileSync(`${root}${file}`, 'utf8')
  const items = parsePo(po).items.filter((item) => !item.obsolete && item.msgid !== '')
  const files = (refs: string[]) =>
    refs
      .flatMap((ref) => ref.split(/\s+/))
      .map((ref) => ref.replace(/:\d+$/, ''))
      .filter(Boolean)
  const required = items.filter((item) => {
    const used = files(item.references)
    return used.length === 0 || used.some((f) => languagesOfFile(f, placement).includes(locale))
  })
  const missing = missingTranslations(po, locale, placement)
  const outdated =
    history && missing.length > 0 ? explainMissing(root, file, po, missing) : new Map()
  const notes = history
    ? changedNotes(root, file, po, (entry) => neededIn(entry.files, locale, placement)).changes
    : []
  const pages: Record<string, number> = {}
  for (const m of missing) for (const page of m.pages) pages[page] = (pages[page] ?? 0) + 1
  return {
    tag,
    total: items.length,
    required: required.length,
    translated: required.length - missing.length,
    fuzzy: missing.filter((m) => m.fuzzy).length,
    missing: missing.filter((m) => !m.fuzzy).length,
    outdated: outdated.size,
    noteChanged: notes.length,
    pages,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const placement = messagePlacement(root)
  const status = locales
    .filter((locale) => locale !== 'en')
    .map((locale) => languageStatus(root, locale, placement))
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(status, null, 2))
  } else {
    const head = [
      'language',
      'messages',
      'needed by its pages',
      'translated',
      'fuzzy',
      'missing',
      'outdated (English changed)',
      'note changed',
    ]
    const rows = status.map((s) =>
      [s.tag, s.total, s.required, s.translated, s.fuzzy, s.missing, s.outdated, s.noteChanged].map(
        String,
      ),
    )
    const widths = head.map((title, i) =>
      Math.max(title.length, ...rows.map((row) => row[i]!.length)),
    )
    for (const row of [head, ...rows])
      console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
    for (const s of status) {
      const affected = Object.entries(s.pages)
      console.log(
        `\n${s.tag}: ${affected.length === 0 ? 'every page fully translated' : 'pages with untranslated or fuzzy messages:'}`,
      )
      for (const [page, count] of affected) console.log(`  ${page}  ${count}`)
    }
    console.log(
      '\nDetails, with the old English text of outdated messages and the old and new notes: npm run i18n:check',
    )
  }
}
