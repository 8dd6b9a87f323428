import { describe, expect, it } from 'vitest'
import { shippedText } from '../i18n/shipped-text.tsx'
import { clinic } from '../site/clinic.ts'
import { formatPhone } from '../site/phone.ts'
import { ContactNumbers } from './ClinicDetails.tsx'
import { Sentences } from './Joined.tsx'

const text = shippedText

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
