import { describe, expect, it } from 'vitest'
import { localeRecord, localizePath } from './locales.ts'

describe('the locale record', () => {
  it('names Indonesian in full ("Bahasa" alone reads as Malay in Singapore), under the code bh', () => {
    expect(localeRecord.bh).toMatchObject({ code: 'bh', name: 'Bahasa Indonesia', tag: 'id-SG' })
    expect(localizePath('/contact-us/', 'bh')).toBe('/bh/contact-us/')
  })
})
