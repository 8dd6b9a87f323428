import { describe, expect, it } from 'vitest'
import { clinic, doctorSlug, slugify } from './clinic.ts'
import { parseClinicConfig } from './config-schema.ts'
import { allLocalizedPaths, pageHref, pageIdAt, pageMatrix } from './pages.ts'

describe('page matrix (SPEC section 2)', () => {
  const langsOf = (path: string) => {
    const id = pageIdAt(path)
    if (!id) throw new Error(`no page at ${path}`)
    return [...pageMatrix[id].langs]
  }
  it('has the pages every language shares', () => {
    for (const path of [
      '/',
      '/contact-us/',
      '/thank-you/',
      `/about-us/${doctorSlug}/`,
      '/privacy-policy/',
      '/fees-and-insurance/',
      '/overseas-patients/',
    ])
      expect(langsOf(path)).toEqual(['en', 'cn', 'bh', 'jp'])
  })
  it('has the services index in cn, bh and jp only', () => {
    expect(langsOf('/services/')).toEqual(['cn', 'bh', 'jp'])
  })
  it('has the en+cn pages', () => {
    for (const path of [
      '/conditions/angina/',
      '/conditions/heart-attack/',
      '/conditions/heart-disease/',
      '/services/angioplasty/',
      '/services/cardiac-pet/',
      '/services/cardiac-stress-testing/',
      '/services/echocardiography/',
    ])
      expect(langsOf(path)).toEqual(['en', 'cn'])
  })
  it('has the English-only pages', () => {
    const englishOnly = [
      '/about-us/the-team/',
      '/blog/',
      '/blog/different-causes-of-heart-or-chest-pain/',
      '/blog/five-possible-signs-of-clogged-arteries/',
      '/blog/heart-attack-vs-heart-failure/',
      '/blog/what-you-need-to-know-about-angioplasty/',
      '/conditions/arrhythmia/',
      '/media-and-events/events/',
      '/media-and-events/media/',
      '/services/cardiac-imaging/',
      '/services/cardiac-rehabilitation/',
      '/services/coronary-angiography/',
      '/services/electrocardiography/',
      '/services/heart-screening/',
      '/services/sports-cardiology/',
    ]
    for (const path of englishOnly) expect(langsOf(path)).toEqual(['en'])
  })
  it('lists 30 pages and 60 localized paths, every path slashed', () => {
    expect(Object.keys(pageMatrix)).toHaveLength(30)
    const paths = allLocalizedPaths()
    expect(paths).toHaveLength(7 * 4 + 3 + 7 * 2 + 15)
    for (const { href } of paths) expect(href).toMatch(/^\/.*\/$|^\/$/)
  })
  it('localizes hrefs and refuses pages missing in a language', () => {
    expect(pageHref('servicesIndex', 'cn')).toBe('/cn/services/')
    expect(pageHref('servicesIndex', 'en')).toBeUndefined()
    expect(pageHref('home', 'en')).toBe('/')
  })
})

describe('clinic config', () => {
  it('slugifies the doctor name into lowercase words joined by hyphens', () => {
    expect(slugify('Dr Alex Tan')).toBe('dr-alex-tan')
    expect(slugify('  Dr. Chloé  Lim-Wong ')).toBe('dr-chloe-lim-wong')
  })
  it('rejects an invalid tag-manager ID with a clear error', () => {
    expect(() => parseClinicConfig({ ...clinic, gtmId: 'gtm-abc' })).toThrow(
      /gtmId: gtmId must be GTM-/,
    )
    expect(() => parseClinicConfig({ ...clinic, gtmId: 'GTM-ABC1234' })).not.toThrow()
    expect(parseClinicConfig(clinic)).toEqual(clinic)
  })
})

describe('page modules', () => {
  // Without it a page hydrates before its text is loaded: a mismatch, message ids where the
  // server rendered the translation.
  it('every page in the matrix loads its text in its route loader', async () => {
    const { readFileSync } = await import('node:fs')
    for (const [id, page] of Object.entries(pageMatrix)) {
      const source = readFileSync(new URL(`../routes/${page.file}`, import.meta.url), 'utf8')
      // The contact page's loader also hands its form the state of a form sent without script.
      expect(source, `${page.file} (${id})`).toMatch(
        /\n\s+loader: loadPageText,\n|\n\s+await loadPageText\(context\)\n/,
      )
    }
  })
})
