// The proxy's error screen while the site is down: it fetches nothing from it (docs/operations.md).
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import { locales } from '../app/i18n/locales.ts'
import { renderErrorDocument } from '../server/error-pages.ts'
import type { StartFetch } from '../server/pages.ts'
import { afterPrerender } from './post-build.ts'

export const OUTAGE_STATUS = 503
export const outageDir = (clientDir: string) => join(dirname(clientDir), 'outage')

export function outagePages(): Plugin {
  return afterPrerender('outage-pages', async (clientDir, logger) => {
    const entry = join(dirname(clientDir), 'server', 'server.js')
    const { default: server } = (await import(pathToFileURL(entry).href)) as {
      default: { fetch: StartFetch }
    }
    const dir = outageDir(clientDir)
    await mkdir(dir, { recursive: true })
    for (const locale of locales) {
      const html = await renderErrorDocument(server.fetch, locale, OUTAGE_STATUS)
      // Its icon would be asked of the site that is down.
      const page = html.replace(/<link\b[^>]*\brel="icon"[^>]*>/gi, '')
      await writeFile(join(dir, `${locale}.html`), page)
    }
    logger.info(`outage-pages: ${locales.length} pages in ${dir}`)
  })
}
