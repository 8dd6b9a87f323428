/** As the build wrote it (ADR 0006): no Intl formatter is created while a page hydrates. */
export function longDate(date: string, tag: string): string {
  // A date the build did not see (a new article while `npm run dev` runs): the same words, slower.
  return __CLINIC_DATE_TEXT__[date]?.[tag] ?? wordDate(date, tag)
}

export function wordDate(date: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}
