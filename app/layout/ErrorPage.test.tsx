import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ErrorScreen } from './ErrorPage.tsx'

// Source-language rendering: the messages are the English texts of SPEC section 2.
function render(status: number, pathname = '/x/', showPath = true) {
  const i18n = setupI18n({ locale: 'en-SG', messages: { 'en-SG': {} } })
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <ErrorScreen status={status} pathname={pathname} showPath={showPath} />
    </I18nProvider>,
  ).replace(/&#x27;/g, "'")
}

describe('error screen', () => {
  it('404: page does not exist, with the path', () => {
    const html = render(404, '/no-such-page/')
    expect(html).toContain('Oh, no page does not exist!')
    expect(html).toContain("We don't have the page you're looking for.")
    expect(html).toContain('Page not found: /no-such-page/')
  })
  it('404 before it runs in the browser: the same markup for every address (one copy serves all)', () => {
    const html = render(404, '/cn/no-such-page/', false)
    expect(html).toContain('Oh, no page does not exist!')
    expect(html).not.toContain('no-such-page')
    expect(html).toBe(render(404, '/cn/another/', false))
  })
  it('500: server error', () => {
    const html = render(500)
    expect(html).toContain('Oh, oh, server error')
    expect(html).toContain('This is a problem on our end. Contact customer service.')
    expect(html).not.toContain('Page not found')
  })
  it('any other status: the generic error', () => {
    for (const status of [400, 403, 503]) {
      const html = render(status)
      expect(html).toContain('We have an error!')
      expect(html).toContain('Contact us to fix it.')
    }
  })
  it('GO TO HOMEPAGE leads to the home of the path language', () => {
    expect(render(500, '/jp/contact-us/')).toMatch(/<a[^>]*href="\/jp\/"[^>]*>GO TO HOMEPAGE<\/a>/)
    expect(render(404, '/nope/')).toMatch(/<a[^>]*href="\/"[^>]*>GO TO HOMEPAGE<\/a>/)
  })
})
