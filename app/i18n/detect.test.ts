import { afterEach, describe, expect, it, vi } from 'vitest'
import { detectLocale } from './detect.ts'

describe('detectLocale', () => {
  it('prefers the language cookie', () => {
    expect(detectLocale({ cookie: 'a=1; i18n_redirected=jp', acceptLanguage: 'zh-SG' })).toBe('jp')
    expect(detectLocale({ cookie: 'x=1; i18n_redirected=cn; y=2' })).toBe('cn')
  })
  it('ignores an unknown cookie value and falls through to Accept-Language', () => {
    expect(detectLocale({ cookie: 'i18n_redirected=xx', acceptLanguage: 'id-ID,en;q=0.5' })).toBe(
      'bh',
    )
    expect(detectLocale({ cookie: 'x=1', acceptLanguage: 'ja' })).toBe('jp')
  })
  it('matches a full tag', () => {
    expect(detectLocale({ acceptLanguage: 'zh-SG' })).toBe('cn')
  })
  it('matches a base language when the full tag is unknown', () => {
    expect(detectLocale({ acceptLanguage: 'ja-JP' })).toBe('jp')
    expect(detectLocale({ acceptLanguage: 'zh-Hant-TW' })).toBe('cn')
  })
  it('follows the order of preference, q-values included', () => {
    expect(detectLocale({ acceptLanguage: 'fr, ja;q=0.4, zh;q=0.8' })).toBe('cn')
    expect(detectLocale({ acceptLanguage: 'en-GB, zh-SG' })).toBe('en')
  })
  it('falls back to English', () => {
    expect(detectLocale({})).toBe('en')
    expect(detectLocale({ acceptLanguage: 'fr-FR, de' })).toBe('en')
    expect(detectLocale({ acceptLanguage: ';;;,,=' })).toBe('en')
  })
  it('skips languages refused with q=0', () => {
    expect(detectLocale({ acceptLanguage: 'ja;q=0, id' })).toBe('bh')
  })
  it('drops malformed tags and a wildcard, and sorts by q', () => {
    expect(detectLocale({ acceptLanguage: '<script>, zh;q=0.2, ja' })).toBe('jp')
    expect(detectLocale({ acceptLanguage: '*, id;q=0.5' })).toBe('bh')
  })
  describe('a header of hundreds of languages', () => {
    afterEach(() => vi.restoreAllMocks())
    it('reads only its first ten entries, and asks Intl only about tags of the right shape', () => {
      // Watched, not replaced: Intl still answers.
      const intl = vi.spyOn(Intl, 'getCanonicalLocales')
      expect(detectLocale({ acceptLanguage: Array(500).fill('a').join(',') })).toBe('en')
      expect(intl.mock.calls.length).toBeLessThanOrEqual(10)
      expect(detectLocale({ acceptLanguage: `${Array(9).fill('fr').join(',')}, ja` })).toBe('jp')
      expect(detectLocale({ acceptLanguage: `${Array(10).fill('fr').join(',')}, ja` })).toBe('en')
    })
  })
})
