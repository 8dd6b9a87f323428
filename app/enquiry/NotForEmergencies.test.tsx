import { describe, expect, it } from 'vitest'
import { LineThenSentence } from '../content/Joined.tsx'
import { shippedText } from '../i18n/shipped-text.tsx'
import { clinic } from '../site/clinic.ts'
import { formatPhone } from '../site/phone.ts'
import { NotForEmergencies } from './NotForEmergencies.tsx'

const text = shippedText

describe('"Not for emergencies" after a contact line', () => {
  it('ends a contact line with a full stop before the sentence about it: 。 in Chinese and Japanese', async () => {
    const whatsapp = formatPhone(clinic.phones.whatsapp)
    const line = (label: string) => (
      <LineThenSentence line={`${label}${whatsapp}`}>
        <NotForEmergencies />
      </LineThenSentence>
    )
    expect(await text('jp', line('WhatsApp：'))).toBe(
      `WhatsApp：${whatsapp}。救急の連絡先ではありません。胸の痛みがあるとき、または倒れたときは995に電話してください。`,
    )
    expect(await text('cn', line('WhatsApp：'))).toBe(
      `WhatsApp：${whatsapp}。不适用于紧急情况：如有胸痛或突然倒下，请拨打995。`,
    )
    expect(await text('en', line('WhatsApp: '))).toBe(
      `WhatsApp: ${whatsapp}. Not for emergencies: for chest pain or collapse, call 995.`,
    )
  })
})
