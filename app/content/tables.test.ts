import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { articleMeta as siteMeta, parseArticle } from '../../build/front-matter.ts'
import { pageIdAt, pageIds, pageMatrix, type PageId } from '../site/pages.ts'
import { articleHeads, articleIds } from './articles.ts'
import { articleMeta } from './article-meta.ts'
import { services, serviceTexts } from './services.ts'

const pagesUnder = (prefix: string, index: string): PageId[] =>
  pageIds.filter((id) => pageMatrix[id].path.startsWith(prefix) && pageMatrix[id].path !== index)

describe('the content tables', () => {
  it('have texts for every service page, and an article for every article page', () => {
    expect(Object.keys(serviceTexts).sort()).toEqual(pagesUnder('/services/', '/services/').sort())
    expect([...articleIds].sort()).toEqual(pagesUnder('/blog/', '/blog/').sort())
  })

  it('anchor each service on the services index at its page path', () => {
    for (const service of services) {
      expect(pageMatrix[service.id].path).toBe(`/services/${service.anchor}/`)
      expect(pageIdAt(`/services/${service.anchor}/`)).toBe(service.id)
    }
    expect(new Set(services.map((service) => service.anchor)).size).toBe(services.length)
  })

  it("read each article's front matter as the build validates it", () => {
    const dir = new URL('./articles/', import.meta.url)
    const files = readdirSync(dir).filter((file) => file.endsWith('.md'))
    expect(files).toHaveLength(articleIds.length)
    for (const file of files) {
      const { meta } = parseArticle(readFileSync(new URL(file, dir), 'utf8'), file)
      const id = pageIdAt(`/blog/${meta.slug}/`)
      expect(id && articleMeta[id as keyof typeof articleMeta], file).toEqual(siteMeta(meta, true))
      expect(meta.reviewed >= meta.published).toBe(true)
    }
  })

  it("give the route tree each article's title and description as the full front matter has them", () => {
    for (const id of articleIds) {
      const { title, description } = articleMeta[id]
      expect(articleHeads[id]).toEqual({ title, description })
    }
  })
})
