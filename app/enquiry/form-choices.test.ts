import { describe, expect, it } from 'vitest'
import { isTodayOrTomorrow, showsSameDayLine } from './form-choices.ts'

describe('the same-day line under the preferred date', () => {
  it('is for today and the next day in Singapore, across a month and a year', () => {
    expect(isTodayOrTomorrow('2026-11-29', '2026-11-29')).toBe(true)
    expect(isTodayOrTomorrow('2026-11-30', '2026-11-29')).toBe(true)
    expect(isTodayOrTomorrow('2026-12-01', '2026-11-30')).toBe(true)
    expect(isTodayOrTomorrow('2027-01-01', '2026-12-31')).toBe(true)
    expect(isTodayOrTomorrow('2026-12-01', '2026-11-29')).toBe(false)
    expect(isTodayOrTomorrow('', '2026-11-29')).toBe(false)
  })
  it('stands without script, where today is unknown', () => {
    expect(showsSameDayLine('', undefined)).toBe(true)
    expect(showsSameDayLine('2026-12-24', '2026-11-29')).toBe(false)
  })
})
