import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pageExistsIn, pageIdAt } from '../app/site/pages.ts'
import { renderMarkdown } from './markdown-plugin.ts'

describe('renderMarkdown', () => {
  it('renders headings, lists, tables and links to HTML', () => {
    const html = renderMarkdown(
      '## Title\n\n- one\n- [two](/blog/)\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
    )
    expect(html).toContain('<h2>Title</h2>')
    expect(html).toContain('<li><a href="/blog/">two</a></li>')
    expect(html).toContain('<table>')
  })
  it('refuses a level-1 heading: the page title is the only <h1>', () => {
    expect(() => renderMarkdown('# Title', 'x.md')).toThrow(/x\.md: start headings at level 2/)
  })
})

describe('the blog articles', () => {
  const dir = new URL('../app/content/articles/', import.meta.url)
  const files = readdirSync(dir).filter((file) => file.endsWith('.md'))
  it('exist', () => expect(files.length).toBe(4))
  for (const file of files) {
    it(`${file} links only to English pages of the site`, () => {
      const html = renderMarkdown(readFileSync(new URL(file, dir), 'utf8'), file)
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '')
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of hrefs) {
        const id = pageIdAt(href)
        expect(id && pageExistsIn(id, 'en'), `${file}: ${href}`).toBe(true)
      }
    })
  }
})
