import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { clinic } from '../site/clinic.ts'
import { transferItems } from './privacy-transfers.ts'

const english = setupI18n({ locale: 'en-SG', messages: { 'en-SG': {} } })
const texts = (privacy: typeof clinic.privacy, withTagManager = false) =>
  transferItems(privacy, 'en', withTagManager).map((item) => english._(item))

describe('transfers outside Singapore in the privacy policy', () => {
  const abroad = {
    ...clinic.privacy,
    hosting: {
      provider: 'Far Cloud',
      country: 'JP',
      place: { en: 'Japan', cn: '日本', bh: 'Jepang', jp: '日本' },
    },
  }

  it('lists the server’s host first when its data centre is outside Singapore', () => {
    const items = texts(abroad)
    expect(items).toHaveLength(3)
    expect(items[0]).toBe(
      "Far Cloud, which hosts the clinic's server, and with it the database that holds every enquiry, in Japan;",
    )
    expect(items[1]).toContain(clinic.privacy.emailProvider)
    expect(items[2]).toMatch(/^WhatsApp, a service of Meta/)
  })

  it('leaves it out when the server is in Singapore', () => {
    const items = texts({ ...abroad, hosting: { ...abroad.hosting, country: 'SG' } })
    expect(items).toHaveLength(2)
    expect(items.join(' ')).not.toContain('Far Cloud')
  })

  it('adds the tag manager only when the site has one', () => {
    expect(texts(abroad, true).at(-1)).toMatch(/^Google Tag Manager and Google Analytics/)
  })
})
