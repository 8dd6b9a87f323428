import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ClinicConfig } from '../site/clinic.ts'
import { timeKey, week, type Day, type HoursText } from './hours-text.ts'

export interface HoursLine {
  days: string
  hours: string | null
}

/** The build makes `text` for the clinic's own hours; others need theirs from build/hours-text.ts. */
export function openingHoursLines(
  i18n: I18n,
  openingHours: ClinicConfig['openingHours'],
  text: HoursText | undefined = __CLINIC_HOURS_TEXT__[i18n.locale || 'en-SG'],
): HoursLine[] {
  if (!text || openingHours.some((slot) => !(timeKey(slot.opens, slot.closes) in text.times)))
    throw new Error(`No opening-hours text for ${i18n.locale} (make it with build/hours-text.ts)`)
  const lines: HoursLine[] = openingHours.map((slot) => ({
    days: dayRanges(i18n, text, slot.days),
    hours: text.times[timeKey(slot.opens, slot.closes)]!,
  }))
  const closed = week.filter((day) => !openingHours.some((slot) => slot.days.includes(day)))
  if (closed.length > 0) lines.push({ days: dayRanges(i18n, text, closed), hours: null })
  return lines
}

function dayRanges(i18n: I18n, text: HoursText, days: readonly Day[]): string {
  const sorted = [...new Set(days)].sort((a, b) => week.indexOf(a) - week.indexOf(b))
  const runs: Day[][] = []
  for (const day of sorted) {
    const run = runs.at(-1)
    const last = run?.at(-1)
    if (run && last !== undefined && week.indexOf(day) === week.indexOf(last) + 1) run.push(day)
    else runs.push([day])
  }
  const name = (day: Day) => text.days[week.indexOf(day)]!
  const parts = runs.map((run) => {
    const first = name(run[0]!)
    if (run.length === 1) return first
    const last = name(run.at(-1)!)
    return i18n._(
      msg({
        comment: 'A range of weekdays in the opening hours, e.g. "Mon – Fri".',
        message: `${first} – ${last}`,
      }),
    )
  })
  return text.lists[parts.length]!.replace(/\{(\d)\}/g, (_, index: string) => parts[Number(index)]!)
}
