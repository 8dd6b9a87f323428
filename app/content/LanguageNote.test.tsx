import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { shippedI18n } from '../i18n/shipped-catalogs.ts'
import { LanguageNote } from './LanguageNote.tsx'

// The router's link needs a router; what matters here is the text around it.
vi.mock('../i18n/navigation.tsx', () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/">{children}</a>,
}))

async function noteLines(): Promise<Record<string, string>> {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={await shippedI18n('en')}>
      <LanguageNote id="team" />
    </I18nProvider>,
  )
  return Object.fromEntries(
    [...html.matchAll(/<li lang="([^"]+)">(.*?)<\/li>/g)].map((match) => [
      match[1]!,
      match[2]!.replace(/<[^>]+>/g, '|'),
    ]),
  )
}

describe('the note on a page missing in some languages', () => {
  it('sets no Latin space after 。 before the link in Chinese and Japanese; a space after a full stop', async () => {
    expect(await noteLines()).toEqual({
      'zh-SG': '本页没有中文版。|前往中文网站首页|',
      'id-SG': 'Halaman ini tidak tersedia dalam bahasa Indonesia. |Buka beranda bahasa Indonesia|',
      'ja-SG': 'このページには日本語版がありません。|日本語のトップページへ|',
    })
  })
})
