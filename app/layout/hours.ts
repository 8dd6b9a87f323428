import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ClinicConfig } from '../../app.config.ts'

type Day = ClinicConfig['openingHours'][number]['days'][number]
const week: readonly Day[] = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']

export interface HoursLine {
  days: string
  hours: string | null
}

/**
 * The clinic's opening hours (schema.org form in app.config.ts) as lines for people:
 * "Mon – Fri · 9:00 am – 5:30 pm", with day and time names from Intl in the active catalog's
 * language, and the days not listed at all as "Closed".
 */
export function openingHoursLines(i18n: I18n, openingHours: ClinicConfig['openingHours']): HoursLine[] {
  // The active catalog's tag, so day names follow the language actually shown.
  const tag = i18n.locale || 'en-SG'
  const lines: HoursLine[] = openingHours.map((slot) => ({ days: dayRanges(i18n, tag, slot.days), hours: timeRange(tag, slot.opens, slot.closes) }))
  const closed = week.filter((day) => !openingHours.some((slot) => slot.days.includes(day)))
  if (closed.length > 0) lines.push({ days: dayRanges(i18n, tag, closed), hours: null })
  return lines
}

/**
 * Intl output with every space made a no-break space. Node's ICU writes '9:00\u202fam' where
 * Chromium writes '9:00 am' (it swaps U+202F for a plain space), so the prerendered HTML and
 * the hydrating browser would disagree; one kind of space also keeps "9:00 am" on one line.
 */
function stable(text: string): string {
  return text.replace(/\p{Zs}/gu, '\u00a0')
}

/**
 * One value per language tag, made once: creating Intl formatters is slow (the opening hours
 * show in the footer, the chat menu and the sidebar, all rendered while a page hydrates).
 */
function perTag<T>(make: (tag: string) => T): (tag: string) => T {
  const made = new Map<string, T>()
  return (tag) => {
    let value = made.get(tag)
    if (value === undefined) made.set(tag, (value = make(tag)))
    return value
  }
}

const dayNames = perTag((tag) => {
  const format = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' })
  // 1 January 2024 was a Monday.
  return week.map((_, index) => stable(format.format(Date.UTC(2024, 0, 1 + index))))
})
const timeFormat = perTag((tag) => new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }))
const listFormat = perTag((tag) => new Intl.ListFormat(tag, { style: 'short', type: 'unit' }))

function dayName(tag: string, day: Day): string {
  return dayNames(tag)[week.indexOf(day)]!
}

/** ['Mo','Tu','We','Th','Fr','Su'] -> "Mon – Fri, Sun" (consecutive days become a range). */
function dayRanges(i18n: I18n, tag: string, days: readonly Day[]): string {
  const sorted = [...new Set(days)].sort((a, b) => week.indexOf(a) - week.indexOf(b))
  const runs: Day[][] = []
  for (const day of sorted) {
    const run = runs.at(-1)
    const last = run?.at(-1)
    if (run && last !== undefined && week.indexOf(day) === week.indexOf(last) + 1) run.push(day)
    else runs.push([day])
  }
  const parts = runs.map((run) => {
    const first = dayName(tag, run[0]!)
    if (run.length === 1) return first
    const last = dayName(tag, run.at(-1)!)
    return i18n._(msg({ comment: 'A range of weekdays in the opening hours, e.g. "Mon – Fri".', message: `${first} – ${last}` }))
  })
  return listFormat(tag).format(parts)
}

function timeRange(tag: string, opens: string, closes: string): string {
  return stable(timeFormat(tag).formatRange(clock(opens), clock(closes)))
}

/** '17:30' as a date on an arbitrary day, UTC, so only the time of day matters. */
function clock(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return Date.UTC(2024, 0, 1, hours, minutes)
}
