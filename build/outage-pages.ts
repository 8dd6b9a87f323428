// The proxy's error screen while the site is down: it fetches nothing from it (docs/operations.md).
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import { locales } from '../app/i18n/locales.ts'
import { renderErrorDocument } from '../server/error-pages.ts'
import type { StartFetch } from '../server/pages.ts'
import { inlineHashes, securityHeaders } from '../server/security.ts'
import { afterPrerender } from './post-build.ts'

export const OUTAGE_STATUS = 503
export const outageDir = (clientDir: string) => join(dirname(clientDir), 'outage')
export const OUTAGE_HEADERS_FILE = 'headers.caddy'

/** server/security.ts's headers, with a policy for these pages alone (ADR 0021); Caddy sends them. */
export function outageHeaders(pages: readonly string[]): Record<string, string> {
  const hashes = (kind: 'scripts' | 'styles') => {
    const found = [...new Set(pages.flatMap((html) => inlineHashes(html)[kind]))]
    return found.map((hash) => `'${hash}'`).join(' ') || "'none'"
  }
  return {
    ...securityHeaders({ https: true, gtm: false }),
    'content-security-policy': [
      "default-src 'none'",
      `script-src ${hashes('scripts')}`,
      `style-src ${hashes('styles')}`,
      'img-src data:',
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  }
}

export function caddyHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `\t${name} "${value}"`)
  return `# Made by the build (build/outage-pages.ts) for deploy/Caddyfile: do not edit.\nheader {\n${lines.join('\n')}\n}\n`
}

export function outagePages(): Plugin {
  return afterPrerender('outage-pages', async (clientDir, logger) => {
    const entry = join(dirname(clientDir), 'server', 'server.js')
    const { default: server } = (await import(pathToFileURL(entry).href)) as {
      default: { fetch: StartFetch }
    }
    const dir = outageDir(clientDir)
    await mkdir(dir, { recursive: true })
    const pages: string[] = []
    for (const locale of locales) {
      const html = await renderErrorDocument(server.fetch, locale, OUTAGE_STATUS)
      const page = html.replace(/<link\b[^>]*\brel="icon"[^>]*>/gi, '')
      await writeFile(join(dir, `${locale}.html`), page)
      pages.push(page)
    }
    await writeFile(join(dir, OUTAGE_HEADERS_FILE), caddyHeaders(outageHeaders(pages)))
    logger.info(`outage-pages: ${locales.length} pages and their headers in ${dir}`)
  })
}
