import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineHashes, securityHeaders } from './security.ts'

const directive = (csp: string | undefined, name: string) =>
  csp?.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

describe('securityHeaders', () => {
  it('locks the page to its own origin without a tag manager, and never allows any inline script', () => {
    const headers = securityHeaders({ https: false, gtm: false })
    expect(directive(headers['content-security-policy'], 'script-src')).toBe("script-src 'self'")
    expect(headers['content-security-policy']).not.toContain('unsafe-inline')
    expect(headers['content-security-policy']).not.toContain('googletagmanager')
    expect(headers['strict-transport-security']).toBeUndefined()
  })
  it("allows exactly a page's hashed inline code, or a rendered page's nonce", () => {
    const csp = securityHeaders({
      https: false,
      gtm: false,
      inline: { scripts: ['sha256-a'], styles: ['sha256-b'] },
    })['content-security-policy']
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-a'")
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'sha256-b'")
    const rendered = securityHeaders({ https: false, gtm: false, inline: { nonce: 'abc' } })[
      'content-security-policy'
    ]
    expect(directive(rendered, 'script-src')).toBe("script-src 'self' 'nonce-abc'")
    expect(directive(rendered, 'style-src')).toBe("style-src 'self' 'nonce-abc'")
  })
  it('allows the tag manager when a container is configured', () => {
    const csp = securityHeaders({ https: false, gtm: true })['content-security-policy']
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    expect(csp).toMatch(/connect-src [^;]*google-analytics\.com/)
  })
  it('adds HSTS and upgrades insecure requests over HTTPS', () => {
    const headers = securityHeaders({ https: true, gtm: false })
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests')
  })
})

describe('inlineHashes', () => {
  const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`
  it('hashes every inline script and style, not scripts with a src', () => {
    const html =
      '<head><style data-x="1">a{b:c}</style><script>one()</script><script type="module" src="/a.js"></script></head><body><script nonce="x">two("</div>")</script></body>'
    expect(inlineHashes(html)).toEqual({
      scripts: [sha('one()'), sha('two("</div>")')],
      styles: [sha('a{b:c}')],
    })
  })
})
