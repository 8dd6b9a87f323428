import { readFileSync } from 'node:fs'
import { parsePo } from 'pofile-ts'
import { localeRecord, type Locale } from '../../../app/i18n/locales.ts'
import { clinic } from '../../../app/site/clinic.ts'

const catalogs = new Map<Locale, Map<string, string>>()
/** What the site shows for a source message in a language: its translation, else English. */
export function tr(locale: Locale, msgid: string, context?: string): string {
  let catalog = catalogs.get(locale)
  if (!catalog) {
    const po = readFileSync(
      new URL(`../../../src/locales/${localeRecord[locale].tag}/messages.po`, import.meta.url),
      'utf8',
    )
    catalog = new Map(
      parsePo(po).items.map((item) => [
        key(item.msgid, item.msgctxt ?? undefined),
        item.msgstr[0] ?? '',
      ]),
    )
    catalogs.set(locale, catalog)
  }
  const text = catalog.get(key(msgid, context))
  if (text === undefined)
    throw new Error(
      `"${msgid}"${context ? ` (${context})` : ''} is not in the ${locale} catalog (run lingui extract)`,
    )
  return text || msgid
}

/** The doctor's name with its title, as the site shows it in `locale` (app/content/doctor-name.ts). */
export function doctorNameIn(locale: Locale): string {
  return tr(locale, 'Dr {name}').replace('{name}', clinic.doctor.names[locale])
}

function key(msgid: string, context: string | undefined): string {
  return context ? `${context}\u0004${msgid}` : msgid
}
