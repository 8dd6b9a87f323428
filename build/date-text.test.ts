import { describe, expect, it, vi } from 'vitest'
import { articleMeta } from '../app/content/article-meta.ts'
import { longDate } from '../app/content/date-text.ts'
import { upcomingEvents } from '../app/content/events.ts'
import { clinic } from '../app/site/clinic.ts'
import { contentDates, dateText } from './date-text.ts'

describe('dates in words made at build time', () => {
  it('words a date in each language as Intl does', () => {
    expect(dateText(['2026-01-12'])).toEqual({
      '2026-01-12': {
        'en-SG': '12 January 2026',
        'zh-SG': '2026年1月12日',
        'id-SG': '12 Januari 2026',
        'ja-SG': '2026年1月12日',
      },
    })
  })

  it('has every date a page shows', () => {
    const shown = [
      ...Object.values(articleMeta).flatMap((meta) => [meta.published, meta.reviewed]),
      clinic.privacy.lastUpdated,
      ...upcomingEvents.map((event) => event.date),
    ]
    const made = contentDates(process.cwd(), clinic)
    for (const date of shown) expect(made).toContain(date)
    // The pages read the build's constant: no formatter is made.
    const expected = dateText(shown)
    const formatters = vi.spyOn(Intl, 'DateTimeFormat')
    for (const date of shown) expect(longDate(date, 'zh-SG')).toBe(expected[date]!['zh-SG'])
    expect(formatters).not.toHaveBeenCalled()
    formatters.mockRestore()
  })
})
