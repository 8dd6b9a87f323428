import { wordDate } from '../app/content/date-text.ts'
import { upcomingEvents } from '../app/content/events.ts'
import { localeRecord, locales } from '../app/i18n/locales.ts'
import type { ClinicConfig } from '../app/site/config-schema.ts'
import { readArticles } from './route-modules.ts'

/** Each date the pages show, in words in every language, at build time (ADR 0006). */
export function dateText(dates: Iterable<string>): Record<string, Record<string, string>> {
  const tags = locales.map((locale) => localeRecord[locale].tag)
  return Object.fromEntries(
    [...new Set(dates)]
      .sort()
      .map((date) => [date, Object.fromEntries(tags.map((tag) => [tag, wordDate(date, tag)]))]),
  )
}

export function contentDates(root: string, clinic: ClinicConfig): string[] {
  return [
    ...readArticles(root).flatMap(({ meta }) => [meta.published, meta.reviewed]),
    clinic.privacy.lastUpdated,
    ...upcomingEvents.map((event) => event.date),
  ]
}

export function dateTextDefine(root: string, clinic: ClinicConfig): string {
  return JSON.stringify(dateText(contentDates(root, clinic)))
}
