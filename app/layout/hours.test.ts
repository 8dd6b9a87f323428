import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { ClinicConfig } from '../../app.config.ts'
import { openingHoursLines } from './hours.ts'

const hours: ClinicConfig['openingHours'] = [
  { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '17:30' },
  { days: ['Sa'], opens: '09:00', closes: '12:30' },
]

function i18nFor(tag: string) {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale: tag, messages: {} })
  return i18n
}

describe('openingHoursLines', () => {
  it('groups consecutive days, formats times in the language, and lists the closed days', () => {
    const lines = openingHoursLines(i18nFor('en-SG'), hours)
    expect(lines.map((line) => line.days)).toEqual(['Mon – Fri', 'Sat', 'Sun'])
    expect(lines[0]!.hours).toMatch(/^9:00\u00a0am\u00a0–\u00a05:30\u00a0pm$/i)
    expect(lines[2]!.hours).toBeNull()
  })

  it('gives each language its own day names, also when languages alternate', () => {
    const english = openingHoursLines(i18nFor('en-SG'), hours)
    const chinese = openingHoursLines(i18nFor('zh-SG'), hours)
    expect(chinese[1]!.days).toBe('周六')
    expect(openingHoursLines(i18nFor('en-SG'), hours)).toEqual(english)
    expect(openingHoursLines(i18nFor('zh-SG'), hours)).toEqual(chinese)
    expect(openingHoursLines(i18nFor('ja-SG'), hours)[1]!.days).toBe('土')
  })
})
