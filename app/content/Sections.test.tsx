import { msg } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { Locale } from '../i18n/locales.ts'
import { shippedI18n } from '../i18n/shipped-catalogs.ts'
import { Sections } from './Sections.tsx'

// blocks.tsx's cards show images, planned by the build (virtual:site-images), and its headings
// ask the router for the language: neither is what this test is about.
vi.mock('../media/Image.tsx', () => ({ Image: () => null }))
vi.mock('../i18n/navigation.tsx', () => ({ useLocale: () => 'en', Link: () => null }))

// The privacy policy's transfers list as a build without a tag manager shows it: the item that
// ends with a full stop is left out, and the last one shown ends with a semicolon in the catalog.
const transfers = [
  msg({
    comment: 'Item of the list of services that may process data outside Singapore.',
    message:
      'WhatsApp, a service of Meta, if you message or call us on WhatsApp: your messages and phone number then pass through WhatsApp, under its own terms and privacy policy;',
  }),
]

async function items(locale: Locale): Promise<string[]> {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={await shippedI18n(locale)}>
      <Sections
        sections={[{ title: msg`Transfers outside Singapore`, body: [{ list: transfers }] }]}
      />
    </I18nProvider>,
  )
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]!)
}

describe('a list of fragments', () => {
  it('ends its last item with a full stop, whichever items are shown', async () => {
    expect((await items('en')).at(-1)).toMatch(/privacy policy\.$/)
    expect((await items('bh')).at(-1)).toMatch(/WhatsApp sendiri\.$/)
    expect((await items('cn')).at(-1)).toMatch(/隐私政策约束。$/)
    // Japanese list items take no punctuation: nothing is added.
    expect((await items('jp')).at(-1)).toMatch(/が適用されます$/)
  })
})
