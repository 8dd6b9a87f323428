/**
 * Turns `import html from '../app/content/article.md'` into an HTML string at build time with `marked`,
 * so no Markdown parser ships to the browser. Article bodies are the site's own text, so the
 * HTML is trusted; the page's <h1> is its title, so a body may not contain a level-1 heading.
 */
import { Marked } from 'marked'
import type { Plugin } from 'vite'

const marked = new Marked({ gfm: true, async: false })

export function renderMarkdown(source: string, id = 'markdown'): string {
  const html = marked.parse(source) as string
  if (/<h1[\s>]/.test(html))
    throw new Error(`${id}: start headings at level 2 (##); the page title is the only <h1>`)
  return html
}

export function markdownHtml(): Plugin {
  return {
    name: 'markdown-html',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.md')) return undefined
      return { code: `export default ${JSON.stringify(renderMarkdown(code, id))}`, map: null }
    },
  }
}
