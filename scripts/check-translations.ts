/**
 * CI gate: a page that exists in a language is fully translated in that language.
 *
 * `lingui check missing` would demand translations of English-only pages too, so this check
 * reads each catalog's source references instead: a message is required in a language when
 * one of the files using it is shared (layout, components) or is the route file of a page
 * that exists in that language (app/site/pages.ts). Fuzzy entries count as missing.
 *
 * Usage: node scripts/check-translations.ts   (exit code 1 and a list when anything is missing)
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parsePo } from 'pofile-ts'
import { localeRecord, locales, type Locale } from '../app/i18n/locales.ts'
import { pageIds, pageMatrix } from '../app/site/pages.ts'

const routeFileLangs = new Map<string, readonly Locale[]>(
  pageIds.map((id) => [`app/routes/${pageMatrix[id].file}`, pageMatrix[id].langs as readonly Locale[]]),
)

/** Languages a source file's messages must be translated into. */
export function languagesOfFile(file: string): readonly Locale[] {
  return routeFileLangs.get(file) ?? locales
}

export interface Missing {
  msgid: string
  files: string[]
}

export function missingTranslations(po: string, locale: Locale): Missing[] {
  const missing: Missing[] = []
  for (const item of parsePo(po).items) {
    if (item.obsolete || item.msgid === '') continue
    const files = item.references.flatMap((ref) => ref.split(/\s+/)).map((ref) => ref.replace(/:\d+$/, '')).filter(Boolean)
    const required = files.length === 0 || files.some((file) => languagesOfFile(file).includes(locale))
    const translated = item.msgstr.some((s) => s.trim() !== '') && !item.flags['fuzzy']
    if (required && !translated) missing.push({ msgid: item.msgid, files })
  }
  return missing
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  let total = 0
  for (const locale of locales) {
    if (locale === 'en') continue
    const tag = localeRecord[locale].tag
    const missing = missingTranslations(readFileSync(`${root}src/locales/${tag}/messages.po`, 'utf8'), locale)
    total += missing.length
    for (const m of missing) console.error(`${tag}: missing translation for "${m.msgid}" (${m.files.join(', ')})`)
  }
  if (total > 0) {
    console.error(`\n${total} missing translation(s). Translate them in src/locales/<tag>/messages.po.`)
    process.exit(1)
  }
  console.log('Translations complete for every page in every language it exists in.')
}
