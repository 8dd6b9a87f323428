import { describe, expect, it } from 'vitest'
import { forwardedUrl } from './app.ts'

describe('forwardedUrl', () => {
  const internal = new URL('http://10.0.0.5:3000/contact-us/?x=1')
  it('takes the public protocol and host from the last forwarded hop', () => {
    const url = forwardedUrl(
      internal,
      new Headers({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'Clinic.Example' }),
    )
    expect(url.href).toBe('https://clinic.example/contact-us/?x=1')
    expect(
      forwardedUrl(
        internal,
        new Headers({
          'x-forwarded-proto': 'http, https',
          'x-forwarded-host': 'evil.example, clinic.example:8443',
        }),
      ).href,
    ).toBe('https://clinic.example:8443/contact-us/?x=1')
  })
  it('ignores values that are not a protocol or a host', () => {
    expect(
      forwardedUrl(
        internal,
        new Headers({ 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'a/b@evil.example' }),
      ),
    ).toBe(internal)
    expect(forwardedUrl(internal, new Headers())).toBe(internal)
  })
})
