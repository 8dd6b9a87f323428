import type { ClinicConfig } from '../site/config-schema.ts'

export type Day = ClinicConfig['openingHours'][number]['days'][number]
export const week: readonly Day[] = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']

/**
 * The words of the opening hours in one language: short day names (Monday first), each opening
 * time range ('09:00-17:30' -> '9:00 am – 5:30 pm', Japanese '9:00～17:30') and list patterns
 * (`lists[n]`: n items joined, item i written as `{i}`).
 *
 * The build makes them with Intl for every language and clinic time slot (build/hours-text.ts,
 * the `__CLINIC_HOURS_TEXT__` constant), so the browser creates no Intl formatter while a page
 * hydrates and the server's HTML and the browser agree by construction.
 */
export interface HoursText {
  days: string[]
  times: Record<string, string>
  lists: string[]
}

export const timeKey = (opens: string, closes: string) => `${opens}-${closes}`
