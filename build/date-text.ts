import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { localeRecord, locales } from '../app/i18n/locales.ts'
import { upcomingEvents } from '../app/content/events.ts'
import type { ClinicConfig } from '../app/site/config-schema.ts'
import { parseArticle } from './front-matter.ts'

/**
 * Each date the pages show (YYYY-MM-DD), in words in every language, made by Node's Intl at
 * build time: the browser's first Intl formatter costs tens of milliseconds while a page
 * hydrates (docs/decisions/0006-build-time-opening-hours-text.md).
 */
export function dateText(dates: Iterable<string>): Record<string, Record<string, string>> {
  const formats = locales.map((locale) => {
    const tag = localeRecord[locale].tag
    return [tag, new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' })] as const
  })
  return Object.fromEntries(
    [...new Set(dates)]
      .sort()
      .map((date) => [
        date,
        Object.fromEntries(
          formats.map(([tag, format]) => [tag, format.format(new Date(`${date}T00:00:00Z`))]),
        ),
      ]),
  )
}

/** The articles' publication and review dates, the privacy policy's and the events'. */
export function contentDates(root: string, clinic: ClinicConfig): string[] {
  const articles = join(root, 'app/content/articles')
  const articleDates = readdirSync(articles)
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => {
      const path = join(articles, file)
      const { meta } = parseArticle(readFileSync(path, 'utf8'), path)
      return [meta.published, meta.reviewed]
    })
  return [...articleDates, clinic.privacy.lastUpdated, ...upcomingEvents.map((event) => event.date)]
}

export function dateTextDefine(root: string, clinic: ClinicConfig): string {
  return JSON.stringify(dateText(contentDates(root, clinic)))
}
