import { describe, expect, it } from 'vitest'
import { securityHeaders } from './security.ts'

describe('securityHeaders', () => {
  it('locks the page to its own origin without a tag manager', () => {
    const headers = securityHeaders({ https: false, gtm: false })
    expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline';")
    expect(headers['content-security-policy']).not.toContain('googletagmanager')
    expect(headers['strict-transport-security']).toBeUndefined()
  })
  it('allows the tag manager when a container is configured', () => {
    const csp = securityHeaders({ https: false, gtm: true })['content-security-policy']
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    expect(csp).toMatch(/connect-src [^;]*google-analytics\.com/)
  })
  it('adds HSTS and upgrades insecure requests over HTTPS', () => {
    const headers = securityHeaders({ https: true, gtm: false })
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests')
  })
})
