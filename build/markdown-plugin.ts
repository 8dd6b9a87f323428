// Articles become HTML and data at build time, so no Markdown or YAML parser ships to the browser;
// `?meta` gives the front matter alone. The bodies are the site's own text: their HTML is trusted.
import { join } from 'node:path'
import { Marked } from 'marked'
import type { Plugin } from 'vite'
import { articlesDir, updateArticleIndex } from './article-index.ts'
import { articleMeta, parseArticle } from './front-matter.ts'

const marked = new Marked({ gfm: true, async: false })

export function renderMarkdown(source: string, id = 'markdown'): string {
  const html = marked.parse(source) as string
  if (/<h1[\s>]/.test(html))
    throw new Error(`${id}: start headings at level 2 (##); the page title is the only <h1>`)
  return html
}

/** A build that finds the article index out of date stops: it read the old page matrix already. */
export function markdownHtml({ root }: { root?: string } = {}): Plugin {
  let production = false
  return {
    name: 'markdown-html',
    enforce: 'pre',
    configResolved(config) {
      production = config.isProduction
    },
    async buildStart() {
      if (!root || this.meta.watchMode) return
      const written = await updateArticleIndex(root)
      if (written.length > 0)
        this.error(
          `The article index was out of date and has been rewritten (${written.join(', ')}): ` +
            'run the build again.',
        )
    },
    configureServer(server) {
      if (!root) return
      const update = () =>
        void updateArticleIndex(root).catch((error: unknown) =>
          server.config.logger.error(`article index: ${(error as Error).message}`),
        )
      update()
      const dir = join(root, articlesDir)
      server.watcher.on('all', (_event, path) => {
        if (path.startsWith(dir) && path.endsWith('.md')) update()
      })
    },
    transform(code, id) {
      const [file = id, query] = id.split('?')
      if (!file.endsWith('.md')) return undefined
      const { meta, body } = parseArticle(code, file)
      const data = articleMeta(meta, !production)
      // `?head`: only what a route's head() and related links need, so the first script (the
      // route tree) does not carry every article's dates, images and related pages.
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
