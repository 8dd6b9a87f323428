import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { locales, type Locale } from '../i18n/locales.ts'
import { shippedI18n } from '../i18n/shipped-catalogs.ts'
import { EmergencyNote } from './blocks.tsx'
import { outsideSingapore, urgencyLevels } from './urgency.ts'

// blocks.tsx's cards show images, planned by the build (virtual:site-images): none here.
vi.mock('../media/Image.tsx', () => ({ Image: () => null }))

async function paragraphs(locale: Locale): Promise<string[]> {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={await shippedI18n(locale)}>
      <EmergencyNote />
    </I18nProvider>,
  )
  return [...html.matchAll(/<p[^>]*>(.*?)<\/p>/g)].map((match) =>
    match[1]!.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'"),
  )
}

describe('the emergency box', () => {
  it('says right after "call 995" that 995 is Singapore’s number, in every language', async () => {
    for (const locale of locales) {
      const [call, abroad] = await paragraphs(locale)
      expect(call, locale).toContain('995')
      expect(abroad, locale).toBe((await shippedI18n(locale))._(outsideSingapore))
    }
    expect((await paragraphs('en'))[1]).toBe(
      "995 is Singapore's emergency number. If you are outside Singapore, call your local emergency number.",
    )
  })

  it('in Indonesian says "di Singapura" with the call, and names 119 for readers in Indonesia', async () => {
    const [call, abroad] = await paragraphs('bh')
    expect(call).toContain('ambulans di Singapura')
    expect(abroad).toContain('di luar Singapura')
    expect(abroad).toContain('(di Indonesia: 119)')
  })

  it('is said again on the urgency scale’s first level, the one that says to call 995', () => {
    expect(urgencyLevels.filter((level) => 'note' in level)).toEqual([
      expect.objectContaining({ id: 'emergency', note: outsideSingapore }),
    ])
  })
})
