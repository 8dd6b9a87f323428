import { describe, expect, it } from 'vitest'
import { NavigationRefusedError, safeNavigationTarget } from './safe-navigation.ts'

const base = 'https://www.heartclinic.example/cn/'

describe('safeNavigationTarget', () => {
  it('resolves same-site paths', () => {
    expect(safeNavigationTarget('/contact-us/', { base }).href).toBe(
      'https://www.heartclinic.example/contact-us/',
    )
    expect(safeNavigationTarget('services/', { base }).pathname).toBe('/cn/services/')
  })
  it('refuses external URLs unless allowed', () => {
    expect(() => safeNavigationTarget('https://evil.example/', { base })).toThrow(
      NavigationRefusedError,
    )
    expect(() => safeNavigationTarget('//evil.example/', { base })).toThrow(/external/)
    expect(safeNavigationTarget('https://wa.me/6580000000', { base, external: true }).host).toBe(
      'wa.me',
    )
  })
  it('refuses disallowed protocols even when external is allowed', () => {
    for (const target of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(() => safeNavigationTarget(target, { base, external: true }), target).toThrow(
        /disallowed protocol|invalid URL/,
      )
    }
  })
  it('allows tel: and mailto: as external targets', () => {
    expect(safeNavigationTarget('tel:+6560000000', { base, external: true }).protocol).toBe('tel:')
    expect(() => safeNavigationTarget('tel:+6560000000', { base })).toThrow(/external/)
  })
})
