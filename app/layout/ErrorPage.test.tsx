import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { clinic } from '../site/clinic.ts'
import { openingHoursLines } from '../content/hours.ts'
import { ErrorScreen } from './ErrorPage.tsx'

// Source-language rendering: the messages are the English texts of SPEC section 2.
function render(status: number, pathname = '/x/') {
  const i18n = setupI18n({ locale: 'en-SG', messages: { 'en-SG': {} } })
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <ErrorScreen status={status} pathname={pathname} />
    </I18nProvider>,
  ).replace(/&#x27;/g, "'")
}

describe('error screen', () => {
  it('404: page does not exist, with the path', () => {
    const html = render(404, '/no-such-page/')
    expect(html).toContain('Oh, no page does not exist!')
    expect(html).toContain("We don't have the page you're looking for.")
    expect(html.replace(/<\/?bdi[^>]*>/g, '')).toContain('Page not found: /no-such-page/')
  })
  it('404: the address appears once, in its own line, so one copy serves every address', () => {
    // The server renders the screen once and writes each request's address into that line.
    const html = render(404, '/cn/no-such-page/')
    expect(html.split('/cn/no-such-page/')).toHaveLength(2)
    expect(html).toContain('<bdi class="error-page__address">/cn/no-such-page/</bdi></p>')
    expect(html.replace('/cn/no-such-page/', '/cn/another/')).toBe(render(404, '/cn/another/'))
  })
  it('404: the address is shown decoded, as text', () => {
    expect(render(404, '/cn/%E4%B8%AD%E6%96%87/')).toContain('/cn/中文/')
    // As text: never read as a tag, by React or by Lingui's formatting.
    expect(render(404, '/a%3Cscript%3E%22/')).toContain(
      '<bdi class="error-page__address">/a&lt;script&gt;&quot;/</bdi>',
    )
  })
  it('500: server error', () => {
    const html = render(500)
    expect(html).toContain('Oh, oh, server error')
    expect(html).toContain('This is a problem on our end. Contact customer service.')
    expect(html).not.toContain('Page not found')
  })
  it('500: the spec’s heading and first line, then the clinic’s phone and opening hours', () => {
    const html = render(500)
    const line = html.indexOf('This is a problem on our end. Contact customer service.')
    const call = html.indexOf(`href="tel:${clinic.phones.call}"`)
    const hours = html.indexOf('<dl class="hours">')
    expect(html.indexOf('Oh, oh, server error')).toBeLessThan(line)
    expect(line).toBeLessThan(call)
    expect(call).toBeLessThan(hours)
    const i18n = setupI18n({ locale: 'en-SG', messages: { 'en-SG': {} } })
    for (const { days, hours: time } of openingHoursLines(i18n, clinic.openingHours))
      expect(html.slice(hours)).toContain(`<dt>${days}</dt><dd>${time ?? 'Closed'}</dd>`)
    // The other screens stay as the spec has them: the footer there shows the hours.
    expect(render(404)).not.toContain('<dl class="hours">')
  })
  it('any other status: the generic error', () => {
    for (const status of [400, 403, 503]) {
      const html = render(status)
      expect(html).toContain('We have an error!')
      expect(html).toContain('Contact us to fix it.')
    }
  })
  it('every status: 995 first, then the clinic’s line, then GO TO HOMEPAGE', () => {
    for (const status of [404, 500, 503]) {
      const html = render(status)
      const emergency = html.indexOf('href="tel:995"')
      const call = html.indexOf(`href="tel:${clinic.phones.call}"`)
      expect(emergency, String(status)).toBeGreaterThan(html.indexOf('</h1>'))
      expect(html).toMatch(/<a[^>]*href="tel:995"[^>]*>.*Chest pain or collapse: call 995/)
      expect(call).toBeGreaterThan(emergency)
      expect(html.indexOf('GO TO HOMEPAGE')).toBeGreaterThan(call)
    }
  })
  it('GO TO HOMEPAGE leads to the home of the path language', () => {
    expect(render(500, '/jp/contact-us/')).toMatch(/<a[^>]*href="\/jp\/"[^>]*>GO TO HOMEPAGE<\/a>/)
    expect(render(404, '/nope/')).toMatch(/<a[^>]*href="\/"[^>]*>GO TO HOMEPAGE<\/a>/)
  })
})
