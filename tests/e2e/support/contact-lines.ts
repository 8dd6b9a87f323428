import { expect, type Locator } from '@playwright/test'
import { clinic } from '../../../app/site/clinic.ts'
import type { Locale } from '../../../app/i18n/locales.ts'
import { tr } from './catalog.ts'

/** Patient safety: 995 first and most prominent; no clinic number offered for emergencies. */
export async function expectSafeContactLines(container: Locator, locale: Locale): Promise<void> {
  const links = container.locator('a[href^="tel:"], a[href^="https://wa.me/"]')
  await expect(links.first()).toHaveAttribute('href', 'tel:995')
  await expect(links.first()).toHaveAccessibleName(
    new RegExp(escape(tr(locale, 'Chest pain or collapse: call 995'))),
  )
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
  expect(hrefs.slice(1)).toEqual([
    `tel:${clinic.phones.call}`,
    expect.stringMatching(/^https:\/\/wa\.me\//),
    `tel:${clinic.phones.afterHours}`,
  ])

  const size = (locator: Locator) =>
    locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
  const emergencySize = await size(links.first().locator('.contact-lines__emergency-title'))
  for (const label of await container.locator('.contact-lines__label').all())
    expect(emergencySize).toBeGreaterThan(await size(label))

  // WhatsApp is read during opening hours: not for emergencies either.
  await expect(container.locator('a[href^="https://wa.me/"]')).toContainText(
    tr(locale, 'Not for emergencies'),
  )
  const afterHours = container.locator(`a[href="tel:${clinic.phones.afterHours}"]`)
  await expect(afterHours).toContainText(tr(locale, 'After-hours line for existing patients'))
  await expect(afterHours).toContainText(tr(locale, 'Not for emergencies'))
  await expect(container).not.toContainText(/Emergency line|紧急热线|緊急連絡先|Saluran darurat/)
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
