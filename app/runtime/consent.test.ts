import { parseSetCookie } from 'cookie-es'
import { describe, expect, it } from 'vitest'
import { consentCookieString, googleCookieDeletions, readConsent } from './consent.ts'
import { consentCookie } from './tracking.ts'

describe('the consent cookie', () => {
  it('reads the two choices among other cookies', () => {
    expect(readConsent('tracking_consent=granted', consentCookie)).toBe('granted')
    expect(readConsent('lang=cn; tracking_consent=denied; _ga=GA1.1.2', consentCookie)).toBe(
      'denied',
    )
  })

  it('counts anything else as no choice: the visitor is asked and nothing loads', () => {
    for (const cookies of [
      '',
      'lang=cn',
      'tracking_consent=',
      'tracking_consent=yes',
      'tracking_consent=GRANTED',
      'tracking_consent=granted%20',
      'tracking_consent=granted,denied',
      'xtracking_consent=granted',
      'tracking_consent=%E0%A4%A',
    ])
      expect(readConsent(cookies, consentCookie), cookies).toBeUndefined()
  })

  it('is first-party, for the whole site, about six months, SameSite=Lax, Secure on https', () => {
    const https = parseSetCookie(consentCookieString('granted', true, consentCookie))
    expect(https).toMatchObject({
      name: consentCookie.name,
      value: 'granted',
      path: '/',
      sameSite: 'lax',
      secure: true,
      maxAge: 180 * 24 * 60 * 60,
    })
    expect(https?.domain).toBeUndefined()
    expect(consentCookieString('denied', false, consentCookie)).toBe(
      'tracking_consent=denied; Max-Age=15552000; Path=/; SameSite=Lax',
    )
    // Between six and twelve months: asked again after that.
    expect(consentCookie.maxAgeDays).toBeGreaterThanOrEqual(180)
    expect(consentCookie.maxAgeDays).toBeLessThanOrEqual(365)
  })

  it('writes only one of the two choices', () => {
    expect(() => consentCookieString('maybe' as 'granted', false, consentCookie)).toThrow()
    const written = consentCookieString('denied', true, consentCookie).split(';')[0]!
    expect(readConsent(written, consentCookie)).toBe('denied')
  })
})

describe('deleting Google cookies after a refusal', () => {
  it("expires Google Analytics' cookies on the host and every parent domain", () => {
    expect(
      googleCookieDeletions(
        'lang=cn; _ga=GA1.1.2; _ga_ABC123=GS1; _gid=x; _gcl_au=1',
        'www.clinic.sg',
      ),
    ).toEqual(
      ['_ga', '_ga_ABC123', '_gid', '_gcl_au'].flatMap((name) => [
        `${name}=; Max-Age=0; Path=/`,
        `${name}=; Max-Age=0; Path=/; Domain=www.clinic.sg`,
        `${name}=; Max-Age=0; Path=/; Domain=clinic.sg`,
      ]),
    )
  })

  it('leaves the site’s own cookies alone, and uses host-only cookies on an IP address', () => {
    expect(googleCookieDeletions('lang=cn; tracking_consent=denied; _gallery=1', 'x.sg')).toEqual(
      [],
    )
    expect(googleCookieDeletions('_ga=1', '127.0.0.1')).toEqual(['_ga=; Max-Age=0; Path=/'])
  })
})
