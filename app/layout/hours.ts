import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ClinicConfig } from '../site/clinic.ts'
import { makeHoursText, timeKey, week, type Day, type HoursText } from '../../build/hours-text.ts'

export interface HoursLine {
  days: string
  hours: string | null
}

/** The build's hours text per language tag (vite.config.ts `define`); absent in a bare test run. */
const built: Record<string, HoursText> =
  typeof __CLINIC_HOURS_TEXT__ === 'object' ? __CLINIC_HOURS_TEXT__ : {}
const made = new Map<string, HoursText>()

/** The language's hours text: the build's, or (for times the build did not see) made here once. */
function hoursText(tag: string, openingHours: ClinicConfig['openingHours']): HoursText {
  const covers = (text: HoursText | undefined) =>
    text !== undefined &&
    openingHours.every((slot) => timeKey(slot.opens, slot.closes) in text.times)
  const known = [built[tag], made.get(tag)].find(covers)
  if (known) return known
  const fresh = makeHoursText(tag, openingHours)
  made.set(tag, fresh)
  return fresh
}

/**
 * The clinic's opening hours (schema.org form in app/site/clinic.ts) as lines for people:
 * "Mon – Fri · 9:00 am – 5:30 pm", with day and time names in the active catalog's language,
 * and the days not listed at all as "Closed".
 */
export function openingHoursLines(
  i18n: I18n,
  openingHours: ClinicConfig['openingHours'],
): HoursLine[] {
  // The active catalog's tag, so day names follow the language actually shown.
  const tag = i18n.locale || 'en-SG'
  const text = hoursText(tag, openingHours)
  const lines: HoursLine[] = openingHours.map((slot) => ({
    days: dayRanges(i18n, text, slot.days),
    hours: text.times[timeKey(slot.opens, slot.closes)]!,
  }))
  const closed = week.filter((day) => !openingHours.some((slot) => slot.days.includes(day)))
  if (closed.length > 0) lines.push({ days: dayRanges(i18n, text, closed), hours: null })
  return lines
}

/** ['Mo','Tu','We','Th','Fr','Su'] -> "Mon – Fri, Sun" (consecutive days become a range). */
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
