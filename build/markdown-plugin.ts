// Articles become HTML at build time (no parser ships); the bodies are our own: trusted HTML.
import { Marked, type Tokens } from 'marked'
import type { Plugin } from 'vite'
import { aftercareLines } from '../app/content/aftercare.ts'
import { articleMeta, parseArticle } from './front-matter.ts'

type Labelled = { labelId?: string }

// Tables scroll in a focusable region named by the heading before them (docs/accessibility.md).
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    heading(token) {
      const id = (token as Tokens.Heading & Labelled).labelId
      if (!id) return false
      return `<h${token.depth} id="${id}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`
    },
    table(token) {
      const cell = (c: Tokens.TableCell, tag: string, scope?: string) => {
        const align = c.align ? ` align="${c.align}"` : ''
        const attributes = scope ? ` scope="${scope}"${align}` : align
        return `<${tag}${attributes}>${this.parser.parseInline(c.tokens)}</${tag}>`
      }
      const head = token.header
        .map((c) => (c.text.trim() === '' ? '<td></td>' : cell(c, 'th', 'col')))
        .join('')
      const rows = token.rows
        .map(
          (row) =>
            `<tr>${row.map((c, i) => (i === 0 ? cell(c, 'th', 'row') : cell(c, 'td'))).join('')}</tr>`,
        )
        .join('\n')
      const label = (token as Tokens.Table & Labelled).labelId
      return (
        `<div class="table-scroll" role="region" tabindex="0" aria-labelledby="${label}">` +
        `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`
      )
    },
  },
})

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// `{{aftercare:name}}`: that line of app/content/aftercare.ts, so the article cannot drift.
function withSharedLines(source: string, id: string): string {
  return source.replace(/^\{\{aftercare:(\w+)\}\}$/gm, (_, name: string) => {
    const line = aftercareLines[name as keyof typeof aftercareLines]
    if (!line) throw new Error(`${id}: no aftercare line named "${name}"`)
    return `<p><strong>${escapeHtml(line.message!)}</strong></p>`
  })
}

export function renderMarkdown(source: string, id = 'markdown'): string {
  const tokens = marked.lexer(withSharedLines(source, id))
  let heading: (Tokens.Heading & Labelled) | undefined
  let tables = 0
  for (const token of tokens) {
    if (token.type === 'heading') heading = token as Tokens.Heading & Labelled
    if (token.type !== 'table') continue
    if (!heading) throw new Error(`${id}: a table needs a heading before it, which names it`)
    heading.labelId ??= `table-${++tables}-heading`
    ;(token as Tokens.Table & Labelled).labelId = heading.labelId
  }
  const html = marked.parser(tokens)
  if (/<h1[\s>]/.test(html))
    throw new Error(`${id}: start headings at level 2 (##); the page title is the only <h1>`)
  return html
}

export function markdownHtml(): Plugin {
  let production = false
  return {
    name: 'markdown-html',
    enforce: 'pre',
    configResolved(config) {
      production = config.isProduction
    },
    transform(code, id) {
      const [file = id, query] = id.split('?')
      if (!file.endsWith('.md')) return undefined
      const { meta, body } = parseArticle(code, file)
      const data = articleMeta(meta, !production)
      // `?head`: what head() and related links need, so the route tree carries no dates or images.
      if (query === 'head') {
        const head = { title: data.title, description: data.description }
        return { code: `export const head = ${JSON.stringify(head)}`, map: null }
      }
      const exports = [`export const meta = ${JSON.stringify(data)}`]
      if (query !== 'meta')
        exports.push(`export const html = ${JSON.stringify(renderMarkdown(body, file))}`)
      return { code: exports.join('\n'), map: null }
    },
  }
}
