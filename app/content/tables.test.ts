import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseArticle } from '../../build/markdown-plugin.ts'
import { pageIdAt, pageIds, pageMatrix, type PageId } from '../site/pages.ts'
import { articleTable } from './articles.ts'
import { conditionTable } from './conditions.ts'
import { sectionPageNames, serviceNames, conditionNames } from './page-names.ts'
import { clinic } from '../site/clinic.ts'
import { serviceTable, services } from './services.ts'

const pagesUnder = (prefix: string, index: string): PageId[] =>
  pageIds.filter((id) => pageMatrix[id].path.startsWith(prefix) && pageMatrix[id].path !== index)

describe('the content tables', () => {
  it('have a row for every service, condition and article page of the matrix, and no other', () => {
    expect(Object.keys(serviceTable).sort()).toEqual(pagesUnder('/services/', '/services/').sort())
    expect(Object.keys(conditionTable).sort()).toEqual(pagesUnder('/conditions/', '').sort())
    expect(Object.keys(articleTable).sort()).toEqual(pagesUnder('/blog/', '/blog/').sort())
  })

  it('anchor each service on the services index at its page path', () => {
    for (const service of services) {
      expect(pageMatrix[service.id].path).toBe(`/services/${service.anchor}/`)
      expect(pageIdAt(`/services/${service.anchor}/`)).toBe(service.id)
    }
    expect(new Set(services.map((service) => service.anchor)).size).toBe(services.length)
  })

  it('give every row an image that exists', () => {
    const art = new Set(readdirSync(new URL('../media/art/', import.meta.url)))
    const images = [
      ...Object.values(serviceTable).map((row) => row.image),
      ...Object.values(conditionTable).map((row) => row.image),
      ...Object.values(articleTable).map((row) => row.meta.hero),
    ]
    for (const image of images) expect(art.has(`${image}.svg`), image).toBe(true)
  })

  it("read each article's front matter as the build validates it", () => {
    const dir = new URL('./articles/', import.meta.url)
    const files = readdirSync(dir).filter((file) => file.endsWith('.md'))
    const parsed = files.map((file) => parseArticle(readFileSync(new URL(file, dir), 'utf8'), file))
    expect(Object.values(articleTable).map((row) => row.meta)).toEqual(
      expect.arrayContaining(parsed.map(({ meta }) => meta)),
    )
    expect(parsed).toHaveLength(Object.keys(articleTable).length)
    for (const { meta } of parsed) expect(meta.reviewed >= meta.published).toBe(true)
  })
})

describe('the names of the service and condition pages', () => {
  // Older patients look for the plain words: the medical name carries them in brackets (menus,
  // cards, related links, the page's title and heading). Names already in plain words stay.
  const plain = new Set(['Heart screening', 'Heart attack', 'Heart disease'])
  const names = [...Object.values(serviceNames), ...Object.values(conditionNames)].map(
    (name) => name.message ?? '',
  )

  it('give the plain words with each medical name', () => {
    expect(names).toHaveLength(14)
    for (const name of names)
      if (!plain.has(name)) expect(name, name).toMatch(/^[A-Z][^()]+ \([^()]*[a-z]{4,}[^()]*\)$/)
    expect(serviceNames.echocardiography.message).toBe('Echocardiography (heart ultrasound)')
    expect(serviceNames.electrocardiography.message).toBe(
      'Electrocardiography (ECG, heart tracing)',
    )
  })

  it('keep page titles (name | clinic name) within 75 characters', () => {
    for (const name of Object.values(sectionPageNames)) {
      const title = `${name.message ?? ''} | ${clinic.clinicName}`
      expect(title.length, title).toBeLessThanOrEqual(75)
    }
  })
})
