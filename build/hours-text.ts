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

interface LanguageStyle {
  /** ICU's Japanese range spells "9時00分～17時30分"; clinics write "9:00～17:30": two times joined. */
  rangeJoiner?: string
  /** ICU's unit lists join day groups with nothing (zh) or a space (ja): 周一至周二、周四至周五. */
  listJoiner?: string
  weekday?: 'long'
  /** Singapore Chinese puts the 12 o'clock hour at noon, 中午12:30; ICU writes 下午12:30. */
  noon?: (time: string) => string
}

const styles: Readonly<Record<string, LanguageStyle>> = {
  ja: { rangeJoiner: '～', listJoiner: '・' },
  // Each end formatted apart, so that a noon start keeps its own period: 中午12:30至下午5:30.
  zh: { rangeJoiner: '至', listJoiner: '、', noon: (time) => time.replace('下午', '中午') },
  id: { weekday: 'long' },
}

export function makeHoursText(tag: string, openingHours: ClinicConfig['openingHours']): HoursText {
  const style = styles[new Intl.Locale(tag).language] ?? {}
  const weekday = new Intl.DateTimeFormat(tag, {
    weekday: style.weekday ?? 'short',
    timeZone: 'UTC',
  })
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  const list = new Intl.ListFormat(tag, { style: 'short', type: 'unit' })
  const at = (value: string) => {
    const text = time.format(clock(value))
    return style.noon && value.startsWith('12:') ? style.noon(text) : text
  }
  const range = (opens: string, closes: string) =>
    style.rangeJoiner === undefined
      ? time.formatRange(clock(opens), clock(closes))
      : `${at(opens)}${style.rangeJoiner}${at(closes)}`
  const join = (items: string[]) =>
    style.listJoiner === undefined ? list.format(items) : items.join(style.listJoiner)
  return {
    days: week.map((_, index) => stable(weekday.format(Date.UTC(2024, 0, 1 + index)))),
    times: Object.fromEntries(
      openingHours.map((slot) => [
        timeKey(slot.opens, slot.closes),
        stable(range(slot.opens, slot.closes)),
      ]),
    ),
    lists: Array.from({ length: week.length + 1 }, (_, count) =>
      join(Array.from({ length: count }, (_, index) => `{${index}}`)),
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
