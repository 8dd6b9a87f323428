import { readFileSync } from 'node:fs'
import type { I18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { parsePo } from 'pofile-ts'
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '../i18n/locales.ts'
import { shippedI18n } from '../i18n/shipped-catalogs.ts'
import { clinic } from '../site/clinic.ts'
import { doctorName } from './doctor-name.ts'

const source = parsePo(
  readFileSync(new URL('../../src/locales/en-SG/messages.po', import.meta.url), 'utf8'),
)
const withDoctorName = source.items
  .map((item) => item.msgid)
  .filter((msgid) => msgid.includes('{doctorName}'))

/** The message as the site renders it in `i18n`'s language, or undefined off its pages. */
function rendered(i18n: I18n, msgid: string): string | undefined {
  const id = generateMessageId(msgid) as string
  if (!(id in i18n.messages)) return undefined
  return i18n._(id, { doctorName: doctorName(i18n), places: 'X', afterHoursLine: '9' })
}

/** The title each language gives the doctor, as written in its catalog. */
const titles: Record<Locale, string> = { en: 'Dr', cn: '医生', bh: 'dr.', jp: '医師' }
const count = (text: string, part: string) => text.split(part).length - 1

describe("the doctor's name", () => {
  it('is the clinic’s name alone with the title its language places', async () => {
    for (const locale of locales) {
      const name = doctorName(await shippedI18n(locale))
      expect(name, locale).toContain(clinic.doctor.names[locale])
      expect(count(name, titles[locale]), locale).toBe(1)
    }
    expect(doctorName(await shippedI18n('cn'))).toBe(`${clinic.doctor.names.cn}医生`)
  })

  it('has one title on the doctor page’s heading and description and on the home page', async () => {
    const oneTitle = [
      '{doctorName}, cardiologist',
      'About {doctorName}, the cardiologist who leads the clinic: areas of practice, consultations and how to make an appointment.',
      'The clinic is led by {doctorName}, a cardiologist who assesses and treats adults with heart symptoms and heart conditions, and helps people lower their risk of heart disease.',
    ]
    for (const locale of locales) {
      const i18n = await shippedI18n(locale)
      for (const msgid of oneTitle)
        expect(count(rendered(i18n, msgid)!, titles[locale]), `${locale}: ${msgid}`).toBe(1)
    }
    // The specialty before the name, as Singapore clinics title a doctor's page.
    expect(rendered(await shippedI18n('cn'), oneTitle[0]!)).toBe(
      `心脏专科${clinic.doctor.names.cn}医生`,
    )
  })

  it('gets no second title beside it in any message of any language', async () => {
    for (const locale of locales) {
      const i18n = await shippedI18n(locale)
      const name = doctorName(i18n)
      const title = titles[locale]
      const doubled = [
        `${title}${name}`,
        `${title} ${name}`,
        `${name}${title}`,
        `${name} ${title}`,
        `${name}（${title}`,
        `${name} (${title}`,
      ]
      const bracketed = new RegExp(`${escape(name)}[（(][^）)]*${escape(title)}[）)]`)
      for (const msgid of withDoctorName) {
        const text = rendered(i18n, msgid)
        if (text === undefined) continue
        for (const twice of doubled) expect(text, `${locale}: ${msgid}`).not.toContain(twice)
        expect(text, `${locale}: ${msgid}`).not.toMatch(bracketed)
      }
    }
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
