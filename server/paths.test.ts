import { describe, expect, it } from 'vitest'
import { isRoutablePath, onSitePath, trailingSlashTarget } from './paths.ts'

describe('trailingSlashTarget', () => {
  it('adds the slash and keeps the query', () => {
    expect(trailingSlashTarget('/contact-us', '?a=1&b=2')).toBe('/contact-us/?a=1&b=2')
  })
  it('leaves slashed paths and files alone', () => {
    expect(trailingSlashTarget('/cn/', '')).toBeUndefined()
    expect(trailingSlashTarget('/assets/app-x1.js', '')).toBeUndefined()
    expect(trailingSlashTarget('/robots.txt', '')).toBeUndefined()
  })
  it('never produces a protocol-relative or backslash location', () => {
    expect(trailingSlashTarget('//evil.example/x', '')).toBe('/evil.example/x/')
    expect(trailingSlashTarget('/\\evil.example/path', '')).toBe('/evil.example/path/')
    expect(onSitePath('/\\/\\evil')).toBe('/evil')
  })
})

describe('isRoutablePath', () => {
  it('accepts ordinary paths, including encoded non-ASCII', () => {
    expect(isRoutablePath('/cn/services/')).toBe(true)
    expect(isRoutablePath('/%E4%B8%AD/')).toBe(true)
  })
  it('refuses NUL, bad percent-encoding, dot segments and huge paths', () => {
    expect(isRoutablePath('/%00/')).toBe(false)
    expect(isRoutablePath('/%E0%A4%A/')).toBe(false)
    expect(isRoutablePath('/a/%2e%2e/b/')).toBe(false)
    expect(isRoutablePath(`/${'a'.repeat(5000)}/`)).toBe(false)
  })
})

describe('trailingSlashTarget on protocol-relative paths', () => {
  it('collapses leading slashes even on file-like paths', () => {
    expect(trailingSlashTarget('//evil.example', '')).toBe('/evil.example')
    expect(trailingSlashTarget('///evil.example/', '?x')).toBe('/evil.example/?x')
  })
})
