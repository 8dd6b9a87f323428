import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../i18n/locales.ts'
import { shippedI18n } from '../i18n/shipped-catalogs.ts'
import { clinic } from '../site/clinic.ts'
import { formatPhone } from '../site/phone.ts'
import { ContactLines } from './ContactLines.tsx'

async function text(locale: Locale): Promise<string> {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={await shippedI18n(locale)}>
      <ContactLines />
    </I18nProvider>,
  )
  return html.replace(/<[^>]+>/g, '')
}

describe('the contact lines', () => {
  it('in Japanese put "not for emergencies" in （） after a number, never after a ·', async () => {
    const japanese = await text('jp')
    expect(japanese).not.toContain('·')
    for (const phone of [clinic.phones.whatsapp, clinic.phones.afterHours])
      expect(japanese).toContain(`${formatPhone(phone)}（救急の連絡先ではありません）`)
  })

  it('in English keep the middle dot', async () => {
    expect(await text('en')).toContain(
      `${formatPhone(clinic.phones.afterHours)} · Not for emergencies`,
    )
  })
})
