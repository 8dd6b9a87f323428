import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { shownPath } from './error-path.ts'

describe('shownPath', () => {
  it('shows escaped characters as text, keeping reserved ones and control characters escaped', () => {
    expect(shownPath('/cn/%E4%B8%AD%E6%96%87/')).toBe('/cn/中文/')
    expect(shownPath("/a%3Cscript%3Ealert(1)%3C/script%3E%22q'/")).toBe(
      '/a<script>alert(1)</script>"q\'/',
    )
    expect(shownPath('/a%2Fb/')).toBe('/a%2Fb/')
    expect(shownPath('/a%20b/')).toBe('/a b/')
    expect(shownPath('/a%0Ab%00/')).toBe('/a%0Ab%00/')
    expect(shownPath('/a%E2%80%AEb/')).toBe('/a%E2%80%AEb/')
  })

  it('never throws on a malformed escape', () => {
    expect(shownPath('/100%/')).toBe('/100%/')
    expect(shownPath('/%E4%41/')).toBe('/%E4A/')
  })

  it('gives the same text for the raw address and for the path the router made of it', () => {
    // The router decodes part of the path itself (between %25 and %5C, re-escaping "<>`{} and
    // control characters): the browser's error screen starts from its path, the server from the
    // raw address.
    for (const raw of [
      '/cn/%E4%B8%AD%E6%96%87/',
      "/a%3Cscript%3Ealert(1)%3C/script%3E%22q'/",
      '/a%2541/',
      '/%E4%B8%AD%25/',
      '/%41%E4/',
      '/%E4%25%41/',
      '/a%20b/',
      '/a%5Cb%0A/',
      '/100%/',
      '/jp/%E3%81%82%3E%7B%7D%60/',
    ]) {
      const router = createRouter({
        routeTree: createRootRoute(),
        history: createMemoryHistory({ initialEntries: [raw] }),
      })
      expect(shownPath(router.state.location.pathname), raw).toBe(shownPath(raw))
    }
  })
})
