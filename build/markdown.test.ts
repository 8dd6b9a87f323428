import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pageExistsIn, pageIdAt } from '../app/site/pages.ts'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { articleMeta, parseArticle } from './front-matter.ts'
import { markdownHtml, renderMarkdown } from './markdown-plugin.ts'
import { aftercareLines } from '../app/content/aftercare.ts'

describe('renderMarkdown', () => {
  it('renders headings, lists, tables and links to HTML', () => {
    const html = renderMarkdown(
      '## Title\n\n- one\n- [two](/blog/)\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
    )
    expect(html).toContain('<h2 id="table-1-heading">Title</h2>')
    expect(html).toContain('<li><a href="/blog/">two</a></li>')
    expect(html).toContain('<table>')
  })
  it('puts a table in a focusable region named by its heading, with row headings', () => {
    const html = renderMarkdown(
      '## Compared\n\n| | A | B |\n| - | - | - |\n| Size | 1 | 2 |\n\nText.\n\n## Other\n',
    )
    expect(html).toContain('<h2 id="table-1-heading">Compared</h2>')
    expect(html).toContain('<h2>Other</h2>')
    expect(html).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-labelledby="table-1-heading"><table>',
    )
    expect(html).toContain(
      '<thead><tr><td></td><th scope="col">A</th><th scope="col">B</th></tr></thead>',
    )
    expect(html).toContain('<tr><th scope="row">Size</th><td>1</td><td>2</td></tr>')
  })
  it('refuses a table without a heading to name it', () => {
    expect(() => renderMarkdown('| a |\n| - |\n| 1 |\n', 'x.md')).toThrow(
      /x\.md: a table needs a heading/,
    )
  })
  it('refuses a level-1 heading: the page title is the only <h1>', () => {
    expect(() => renderMarkdown('# Title', 'x.md')).toThrow(/x\.md: start headings at level 2/)
  })
  it('puts a line of app/content/aftercare.ts, in bold, where a paragraph names it', () => {
    const html = renderMarkdown('Before.\n\n{{aftercare:punctureSiteBleeding}}\n\nAfter.\n')
    expect(html).toContain(
      `<p>Before.</p>\n<p><strong>${aftercareLines.punctureSiteBleeding.message}</strong></p>`,
    )
    expect(() => renderMarkdown('{{aftercare:noSuchLine}}\n', 'x.md')).toThrow(
      /x\.md: no aftercare line named "noSuchLine"/,
    )
  })
})

describe('care after angioplasty', () => {
  it('the article says, word for word, what the service pages say (one source)', () => {
    const file = 'angioplasty.md'
    const source = readFileSync(new URL(`../app/content/articles/${file}`, import.meta.url), 'utf8')
    const html = renderMarkdown(parseArticle(source, file).body, file)
    for (const line of Object.values(aftercareLines))
      expect(html).toContain(`<p><strong>${line.message}</strong></p>`)
    // No second wording of the same advice beside them.
    expect(html.split('press firmly')).toHaveLength(2)
    expect(html.split('like your angina')).toHaveLength(2)
  })
})

describe('the blog articles', () => {
  const dir = new URL('../app/content/articles/', import.meta.url)
  const files = readdirSync(dir).filter((file) => file.endsWith('.md'))
  it('exist', () => expect(files.length).toBe(4))
  for (const file of files) {
    it(`${file} links only to English pages of the site`, () => {
      const { body } = parseArticle(readFileSync(new URL(file, dir), 'utf8'), file)
      const html = renderMarkdown(body, file)
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '')
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of hrefs) {
        const id = pageIdAt(href)
        expect(id && pageExistsIn(id, 'en'), `${file}: ${href}`).toBe(true)
      }
    })
  }
})

describe('article front matter', () => {
  const valid = [
    '---',
    "published: '2026-01-12'",
    "reviewed: '2026-02-01'",
    'hero: chest-pain',
    'related: [angina, blogAngioplasty]',
    'slug: chest-pain-explained',
    'title: Chest pain explained',
    "description: 'Why it hurts: an overview.'",
    'heroAlt: Illustration of a chest',
    '---',
    '',
    'Body text.',
  ]
  const withLine = (index: number, line: string) =>
    valid.map((text, at) => (at === index ? line : text)).join('\n')
  const transform = (code: string, id: string) => {
    const hook = markdownHtml().transform as (code: string, id: string) => { code: string }
    return hook(code, id).code
  }

  it('is split from the body and validated', () => {
    expect(parseArticle(valid.join('\n'), 'x.md')).toEqual({
      meta: {
        published: '2026-01-12',
        reviewed: '2026-02-01',
        hero: 'chest-pain',
        related: ['angina', 'blogAngioplasty'],
        slug: 'chest-pain-explained',
        title: 'Chest pain explained',
        description: 'Why it hurts: an overview.',
        heroAlt: 'Illustration of a chest',
      },
      body: '\nBody text.',
    })
  })

  it('is exported with the HTML, or alone with ?meta', () => {
    expect(transform(valid.join('\n'), '/site/app/content/articles/x.md')).toMatch(
      /export const meta = \{.*"published":"2026-01-12".*\nexport const html = "<p>Body text.<\/p>\\n"/,
    )
    expect(transform(valid.join('\n'), '/site/app/content/articles/x.md?meta')).not.toContain(
      'html',
    )
  })

  it('gives the title, description and image text as Lingui messages, English only outside production', () => {
    const { meta } = parseArticle(valid.join('\n'), 'x.md')
    const descriptor = (message: string) => ({ id: generateMessageId(message), message })
    expect(articleMeta(meta, true)).toMatchObject({
      title: descriptor('Chest pain explained'),
      description: descriptor('Why it hurts: an overview.'),
      heroAlt: descriptor('Illustration of a chest'),
      hero: 'chest-pain',
    })
    expect(articleMeta(meta, false).title).toEqual({
      id: generateMessageId('Chest pain explained'),
    })
  })

  it.each([
    [
      withLine(5, 'slug: Chest Pain'),
      /^x\.md: front matter: slug is lower-case words joined by -$/,
    ],
    [withLine(6, "title: ''"), /^x\.md: front matter: title is a text$/],
    [
      withLine(8, 'heroAlt: Illustration of a chest\nemergencyNote: yes please'),
      /^x\.md: front matter: emergencyNote is true or false$/,
    ],
    [
      withLine(1, "published: '12 January 2026'"),
      /^x\.md: front matter: published is a date written YYYY-MM-DD$/,
    ],
    [
      withLine(3, 'hero: no-such-image'),
      /^x\.md: front matter: hero: no image app\/media\/art\/no-such-image\.svg$/,
    ],
    [
      withLine(4, 'related: [angina, nowhere]'),
      /^x\.md: front matter: related: nowhere is not a page id$/,
    ],
    [
      withLine(4, 'related: [contact]'),
      /^x\.md: front matter: related: contact is not a service, condition, media page or article$/,
    ],
    [withLine(2, 'author: Someone'), /^x\.md: front matter: .*(author|reviewed)/],
    ['No front matter.', /^x\.md: the file must start with front matter between --- lines$/],
    [withLine(4, 'related: [angina'), /^x\.md: front matter is not valid YAML/],
  ])('a mistake stops the build naming the file and the field (%#)', (source, message) => {
    expect(() => transform(source, '/site/app/content/articles/x.md')).toThrow(message)
  })
})
