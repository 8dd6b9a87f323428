import { setupI18n } from '@lingui/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { shippedI18n } from '../i18n/shipped-catalogs.ts'
import type { Locale } from '../i18n/locales.ts'
import { clinic } from '../site/clinic.ts'
import { makeHoursText } from '../../build/hours-text.ts'
import type { ClinicConfig } from '../site/clinic.ts'
import { openingHoursLines } from './hours.ts'

const hours: ClinicConfig['openingHours'] = [
  { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '17:30' },
  { days: ['Sa'], opens: '09:00', closes: '12:30' },
]

/** Hours the build did not see: their words are made the way the build makes them. */
const linesFor = (tag: string) => openingHoursLines(i18nFor(tag), hours, makeHoursText(tag, hours))

function i18nFor(tag: string) {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale: tag, messages: {} })
  return i18n
}

describe('openingHoursLines', () => {
  it('groups consecutive days, formats times in the language, and lists the closed days', () => {
    const lines = linesFor('en-SG')
    expect(lines.map((line) => line.days)).toEqual(['Mon – Fri', 'Sat', 'Sun'])
    expect(lines[0]!.hours).toMatch(/^9:00\u00a0am\u00a0–\u00a05:30\u00a0pm$/i)
    expect(lines[2]!.hours).toBeNull()
  })

  it('gives each language its own day names, also when languages alternate', () => {
    const english = linesFor('en-SG')
    const chinese = linesFor('zh-SG')
    expect(chinese[1]!.days).toBe('周六')
    expect(linesFor('en-SG')).toEqual(english)
    expect(linesFor('zh-SG')).toEqual(chinese)
    expect(linesFor('ja-SG')[1]!.days).toBe('土')
  })

  it('writes Japanese times as 9:00～17:30, not 9時00分～17時30分', () => {
    const japanese = linesFor('ja-SG')
    expect(japanese.map((line) => line.hours)).toEqual(['9:00～17:30', '9:00～12:30', null])
    // The build's text for the clinic's own hours has the same form.
    for (const time of Object.values(__CLINIC_HOURS_TEXT__['ja-SG']!.times))
      expect(time).toMatch(/^\d{1,2}:\d{2}～\d{1,2}:\d{2}$/)
  })
})

// Closed on Wednesday and Sunday: each line then has two groups of days.
const withGaps: ClinicConfig['openingHours'] = [
  { days: ['Mo', 'Tu', 'Th', 'Fr'], opens: '09:00', closes: '17:30' },
  { days: ['Sa'], opens: '12:30', closes: '17:30' },
]

/** As the site shows them: the language's shipped catalog words the weekday ranges. */
async function shownLines(locale: Locale, tag: string) {
  const lines = openingHoursLines(await shippedI18n(locale), withGaps, makeHoursText(tag, withGaps))
  return lines.map((line) => [line.days, line.hours])
}

describe('opening hours as each language writes them', () => {
  it('joins groups of days that are not consecutive with 、 in Chinese and ・ in Japanese', async () => {
    expect((await shownLines('cn', 'zh-SG')).map(([days]) => days)).toEqual([
      '周一至周二、周四至周五',
      '周六',
      '周三、周日',
    ])
    expect((await shownLines('jp', 'ja-SG')).map(([days]) => days)).toEqual([
      '月～火・木～金',
      '土',
      '水・日',
    ])
    expect((await shownLines('en', 'en-SG')).map(([days]) => days)).toEqual([
      'Mon – Tue, Thu – Fri',
      'Sat',
      'Wed, Sun',
    ])
  })

  it('writes the noon hour as 中午 in Chinese, each end of a range with its own period', async () => {
    const chinese = await shownLines('cn', 'zh-SG')
    expect(chinese[0]![1]).toBe('上午9:00至下午5:30')
    expect(chinese[1]![1]).toBe('中午12:30至下午5:30')
    const saturday = linesFor('zh-SG')[1]!.hours
    expect(saturday).toBe('上午9:00至中午12:30')
  })

  it('writes Indonesian days in full, the range without spaces: Senin–Jumat', async () => {
    const standard = openingHoursLines(
      await shippedI18n('bh'),
      hours,
      makeHoursText('id-SG', hours),
    )
    expect(standard.map((line) => [line.days, line.hours])).toEqual([
      ['Senin–Jumat', '09.00–17.30'],
      ['Sabtu', '09.00–12.30'],
      ['Minggu', null],
    ])
    expect((await shownLines('bh', 'id-SG')).map(([days]) => days)).toEqual([
      'Senin–Selasa, Kamis–Jumat',
      'Sabtu',
      'Rabu, Minggu',
    ])
  })
})

describe('hours text made at build time', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is the only source of words: hours the build did not see are refused, not formatted here', () => {
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat')
    const other: ClinicConfig['openingHours'] = [{ days: ['Mo'], opens: '07:15', closes: '08:45' }]
    expect(() => openingHoursLines(i18nFor('en-SG'), other)).toThrow(/opening-hours text/)
    expect(dateFormats).not.toHaveBeenCalled()
  })

  it('is used for the clinic hours, so rendering them creates no Intl formatter', () => {
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat')
    const listFormats = vi.spyOn(Intl, 'ListFormat')
    for (const tag of ['en-SG', 'zh-SG', 'id-SG', 'ja-SG'])
      expect(openingHoursLines(i18nFor(tag), clinic.openingHours).length).toBeGreaterThan(0)
    expect(dateFormats).not.toHaveBeenCalled()
    expect(listFormats).not.toHaveBeenCalled()
  })

  it('gives the same lines as formatting in place', () => {
    for (const tag of ['en-SG', 'zh-SG', 'id-SG', 'ja-SG']) {
      const text = makeHoursText(tag, clinic.openingHours)
      expect(text.days).toHaveLength(7)
      expect(text.lists[2]).toContain('{0}')
      expect(text.lists[2]).toContain('{1}')
      expect(__CLINIC_HOURS_TEXT__[tag]).toEqual(text)
    }
  })
})
