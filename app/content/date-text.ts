/**
 * A date (YYYY-MM-DD) in words, such as "12 January 2026", as the build made it
 * (build/date-text.ts, ADR 0006): no Intl formatter is created while a page hydrates.
 */
export function longDate(date: string, tag: string): string {
  // A date the build did not see (a new article while `npm run dev` runs): the same words, slower.
  return __CLINIC_DATE_TEXT__[date]?.[tag] ?? wordDate(date, tag)
}

/** The words themselves, with Intl: what the build runs for each date and language. */
export function wordDate(date: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}
