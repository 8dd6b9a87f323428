import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseArticle } from '../../build/markdown-plugin.ts'
import { pageIdAt, pageIds, pageMatrix, type PageId } from '../site/pages.ts'
import { articleTable } from './articles.ts'
import { services, serviceTexts } from './services.ts'

const pagesUnder = (prefix: string, index: string): PageId[] =>
  pageIds.filter((id) => pageMatrix[id].path.startsWith(prefix) && pageMatrix[id].path !== index)

describe('the content tables', () => {
  it('have a row for every service and article page of the matrix, and no other', () => {
    expect(Object.keys(serviceTexts).sort()).toEqual(pagesUnder('/services/', '/services/').sort())
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
    const images = [...Object.values(articleTable).map((row) => row.meta.hero)]
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
