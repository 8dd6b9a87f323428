import { describe, expect, it } from 'vitest'
import { clinic, doctorSlug, slugify } from './clinic.ts'
import { parseClinicConfig } from './config-schema.ts'
import { articleRows } from './articles.gen.ts'
import { conditionRows, serviceRows } from './medical-pages.ts'
import { allLocalizedPaths, pageHref, pageIdAt, pageIds, pageMatrix, type PageId } from './pages.ts'

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
  // The other pages' languages are their rows' and the matrix's own: a page added or given a
  // language by docs/recipes.md changes no test.
  it('has one path per page, slashed, and each localized path once', () => {
    for (const id of pageIds) expect(pageIdAt(pageMatrix[id].path), id).toBe(id)
    const paths = allLocalizedPaths()
    expect(paths).toHaveLength(pageIds.reduce((sum, id) => sum + pageMatrix[id].langs.length, 0))
    expect(new Set(paths.map(({ href }) => href)).size).toBe(paths.length)
    for (const { href } of paths) expect(href).toMatch(/^\/.*\/$|^\/$/)
  })
  it('puts each service, condition and article under its section', () => {
    for (const [id, { slug }] of Object.entries(serviceRows))
      expect(pageMatrix[id as PageId].path).toBe(`/services/${slug}/`)
    for (const [id, { slug }] of Object.entries(conditionRows))
      expect(pageMatrix[id as PageId].path).toBe(`/conditions/${slug}/`)
    for (const [id, { slug }] of Object.entries(articleRows))
      expect(pageMatrix[id as PageId]).toMatchObject({ path: `/blog/${slug}/`, langs: ['en'] })
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
        /\n\s+(?:loader: loadPageText|\.\.\.pageRoute\(title, description\)),\n|\n\s+await loadPageText\(context\)\n/,
      )
    }
  })
})
