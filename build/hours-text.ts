import { localeRecord, locales } from '../app/i18n/locales.ts'
import type { ClinicConfig } from '../app/site/config-schema.ts'
import { timeKey, week, type HoursText } from '../app/content/hours-text.ts'

/**
 * Intl output with every space made a no-break space. Node's ICU writes '9:00\u202fam' where
 * Chromium writes '9:00 am' (it swaps U+202F for a plain space); one kind of space also keeps
 * "9:00 am" on one line.
 */
function stable(text: string): string {
  return text.replace(/\p{Zs}/gu, '\u00a0')
}

/** '17:30' as a date on an arbitrary day, UTC, so only the time of day matters. */
function clock(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return Date.UTC(2024, 0, 1, hours, minutes)
}

/**
 * Languages whose time ranges are written as two separately formatted times joined by a dash
 * of the language's own, instead of Intl's formatRange. Japanese clinics write opening hours as
 * "9:00～17:30"; ICU's Japanese range pattern spells "9時00分～17時30分", which reads like a
 * train timetable, and no Intl option asks for the short form in a range.
 */
const rangeJoiners: Readonly<Record<string, string>> = { ja: '～' }

/**
 * Makes the opening-hours words (`HoursText`, app/content/hours-text.ts) with Intl, in Node at
 * build time: vite.config.ts passes them to the app as `__CLINIC_HOURS_TEXT__`, so the browser
 * bundle holds only the words and no Intl formatting code runs while a page hydrates.
 */
export function makeHoursText(tag: string, openingHours: ClinicConfig['openingHours']): HoursText {
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' })
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  const list = new Intl.ListFormat(tag, { style: 'short', type: 'unit' })
  const joiner = rangeJoiners[new Intl.Locale(tag).language]
  const range = (opens: string, closes: string) =>
    joiner === undefined
      ? time.formatRange(clock(opens), clock(closes))
      : `${time.format(clock(opens))}${joiner}${time.format(clock(closes))}`
  return {
    // 1 January 2024 was a Monday.
    days: week.map((_, index) => stable(weekday.format(Date.UTC(2024, 0, 1 + index)))),
    times: Object.fromEntries(
      openingHours.map((slot) => [
        timeKey(slot.opens, slot.closes),
        stable(range(slot.opens, slot.closes)),
      ]),
    ),
    lists: Array.from({ length: week.length + 1 }, (_, count) =>
      list.format(Array.from({ length: count }, (_, index) => `{${index}}`)),
    ),
  }
}

/** The `__CLINIC_HOURS_TEXT__` build constant: every language's hours text, as JSON. */
export function hoursTextDefine(openingHours: ClinicConfig['openingHours']): string {
  return JSON.stringify(
    Object.fromEntries(
      locales.map((locale) => [
        localeRecord[locale].tag,
        makeHoursText(localeRecord[locale].tag, openingHours),
      ]),
    ),
  )
}
