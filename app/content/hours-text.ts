import type { ClinicConfig } from '../site/config-schema.ts'

export type Day = ClinicConfig['openingHours'][number]['days'][number]
export const week: readonly Day[] = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']

// Made with Intl at build time (ADR 0006): none while hydrating, and server and browser agree.
export interface HoursText {
  days: string[]
  /** By timeKey: '9:00 am – 5:30 pm', Japanese '9:00～17:30'. */
  times: Record<string, string>
  /** `lists[n]` joins n items, item i written as `{i}`. */
  lists: string[]
}

export const timeKey = (opens: string, closes: string) => `${opens}-${closes}`
