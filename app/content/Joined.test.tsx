import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../i18n/locales.ts'
import { shippedI18n } from '../i18n/shipped-catalogs.ts'
import { clinic } from '../site/clinic.ts'
import { formatPhone } from '../site/phone.ts'
import { ContactNumbers } from './ClinicDetails.tsx'
import { Sentences } from './Joined.tsx'

async function text(locale: Locale, node: ReactNode): Promise<string> {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={await shippedI18n(locale)}>{node}</I18nProvider>,
  )
  return html.replace(/<[^>]+>/g, '')
}

describe('two texts side by side', () => {
  it('Japanese sets no space after a full-width colon: 電話：+65…', async () => {
    const japanese = await text('jp', <ContactNumbers />)
    expect(japanese).toContain(`電話：${formatPhone(clinic.phones.call)}`)
    expect(japanese).toContain(`メール：${clinic.email}`)
    expect(japanese).not.toMatch(/： /)
    expect(await text('en', <ContactNumbers />)).toContain(
      `Phone: ${formatPhone(clinic.phones.call)}Email: ${clinic.email}`,
    )
  })

  it('Japanese sets no space after 。 between two sentences', async () => {
    const sentences = <Sentences first="必須です。">入力内容は保存されません。</Sentences>
    expect(await text('jp', sentences)).toBe('必須です。入力内容は保存されません。')
    expect(await text('en', <Sentences first="One.">Two.</Sentences>)).toBe('One. Two.')
  })
})
