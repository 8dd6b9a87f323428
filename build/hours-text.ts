import { localeRecord, locales } from '../app/i18n/locales.ts'
import type { ClinicConfig } from '../app/site/config-schema.ts'
import { timeKey, week, type HoursText } from '../app/content/hours-text.ts'

// Node's ICU writes '9:00\u202fam', Chromium '9:00 am': a no-break space makes them agree.
function stable(text: string): string {
  return text.replace(/\p{Zs}/gu, '\u00a0')
}

function clock(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return Date.UTC(2024, 0, 1, hours, minutes)
}

// ICU's Japanese range spells "9時00分～17時30分"; clinics write "9:00～17:30": two times joined.
const rangeJoiners: Readonly<Record<string, string>> = { ja: '～' }

/** Why at build time: docs/decisions/0006-build-time-opening-hours-text.md. */
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
