import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../i18n/locales.ts'
import { shippedText } from '../i18n/shipped-text.tsx'
import { clinic } from '../site/clinic.ts'
import { formatPhone } from '../site/phone.ts'
import { NotForEmergencies } from '../enquiry/NotForEmergencies.tsx'
import { ContactLines } from './ContactLines.tsx'
import { EmergencyLine } from './EmergencyLine.tsx'

const text = (locale: Locale, node: ReactNode = <ContactLines />) => shippedText(locale, node)

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

  it('in Indonesian say that 995 is Singapore’s number, and the caveat names 119 for readers at home', async () => {
    const lines = await text('bh')
    expect(lines).toContain('Nyeri dada atau tiba-tiba ambruk: hubungi 995 (Singapura)')
    expect(lines).toContain('Ambulans gawat darurat Singapura (SCDF), 24 jam')
    // The footer's, the hero's and the error screens' line.
    expect(await text('bh', <EmergencyLine />)).toContain('hubungi 995 (Singapura)')
    expect(await text('bh', <NotForEmergencies />)).toMatch(
      /hubungi 995 di Singapura \(di Indonesia: 119\)\.$/,
    )
  })
})
