import { describe, expect, it } from 'vitest'
import { alternatesOf } from './alternates.ts'
import { renderRobots, renderSitemap } from './sitemap.ts'
import { allLocalizedPaths, isIndexable, pageExistsIn, pageIds, pageMatrix } from '../site/pages.ts'

// Examples found in the page matrix, so that a page given a language keeps them true.
const englishAndChinese = pageIds.find((id) => pageMatrix[id].langs.join() === 'en,cn')!
const notInBahasa = pageIds.find((id) => !pageExistsIn(id, 'bh'))!

describe('alternates', () => {
  it('lists exactly the languages a page exists in, with x-default to English', () => {
    const path = pageMatrix[englishAndChinese].path
    const alt = alternatesOf(englishAndChinese, 'cn')
    expect(alt?.canonical).toBe(`https://www.heartclinic.example/cn${path}`)
    expect(alt?.links.map((l) => l.hreflang)).toEqual(['en-SG', 'zh-SG', 'x-default'])
    expect(alt?.otherLocales).toEqual(['en'])
  })
  it('has no x-default where English does not exist', () => {
    expect(alternatesOf('servicesIndex', 'bh')?.links.map((l) => l.hreflang)).toEqual([
      'zh-SG',
      'id-SG',
      'ja-SG',
    ])
  })
  it('knows no alternates for a missing page', () => {
    expect(alternatesOf(notInBahasa, 'bh')).toBeUndefined()
    expect(alternatesOf('servicesIndex', 'en')).toBeUndefined()
  })
})

describe('sitemap', () => {
  const xml = renderSitemap()
  it('has one <url> per indexable localized page with xhtml alternates', () => {
    // Every localized page but the thank-you pages (noindex).
    const indexable = allLocalizedPaths().filter(({ id }) => isIndexable(id))
    expect(indexable.length).toBe(allLocalizedPaths().length - 4)
    expect(xml.match(/<url>/g)).toHaveLength(indexable.length)
    expect(xml).toContain('<loc>https://www.heartclinic.example/jp/services/</loc>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="ja-SG" href="https://www.heartclinic.example/jp/services/"/>',
    )
    expect(xml).not.toContain('<loc>https://www.heartclinic.example/services/</loc>')
  })
  it('leaves out the thank-you pages, which robots.txt disallows', () => {
    expect(xml).not.toContain('thank-you')
    const robots = renderRobots()
    for (const href of ['/thank-you/', '/cn/thank-you/', '/bh/thank-you/', '/jp/thank-you/'])
      expect(robots).toContain(`Disallow: ${href}\n`)
  })
  it('robots.txt points at the sitemap', () => {
    expect(renderRobots()).toContain('Sitemap: https://www.heartclinic.example/sitemap.xml')
  })
})
