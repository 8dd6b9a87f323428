import { lingui } from '@lingui/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { randomBytes } from 'node:crypto'
import { defineConfig, type Plugin } from 'vite'
import { clinic } from './app/site/clinic.ts'
import { markdownHtml } from './build/markdown-plugin.ts'
import { splitCatalogs } from './build/catalog-plugin.ts'
import { tagManagerOnlyFiles } from './build/catalog-split.ts'
import { hoursTextDefine } from './build/hours-text.ts'
import { siteImages } from './build/image-plugin.ts'
import { routes } from './app/routes.ts'
import { environmentProblems, parseClinicConfig } from './app/site/config-schema.ts'
import { BUILD_SETTINGS_FILE, buildSettingsOf } from './server/build-settings.ts'
import { buildTargets } from './build/browsers.ts'
import { cspHashes } from './build/csp-plugin.ts'
import { precompress } from './build/precompress-plugin.ts'
import { allLocalizedPaths } from './app/site/pages.ts'
import { localePrefix, locales } from './app/i18n/locales.ts'
import type { BuildMeta } from './app/runtime/build-meta.ts'

// Fail the build early, naming the variable, on a bad SITE_URL, GTM_ID or ENQUIRY_RETENTION_DAYS,
// then, with a readable list, on an invalid clinic configuration.
const envProblems = environmentProblems(process.env)
if (envProblems.length > 0) throw new Error(`Invalid environment: ${envProblems.join('; ')}`)
parseClinicConfig(clinic)

/** Identifies this build; open tabs compare it with /builds/latest.json to notice a deploy. */
// Vite evaluates this file more than once per build (per environment, prerender): keep one id.
process.env.CLINIC_BUILD_ID ??= `${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${randomBytes(4).toString('hex')}`
const buildId = process.env.CLINIC_BUILD_ID

/**
 * builds/latest.json and builds/meta/{buildId}.json (the build's pages and the server's redirect
 * rules, SPEC section 7; read by app/runtime/build-meta.ts): written into the client output,
 * and served by `npm run dev` too, so open tabs there fetch what they fetch in production.
 */
function buildFiles(): Record<string, string> {
  const meta: BuildMeta = {
    id: buildId,
    paths: allLocalizedPaths().map(({ href }) => href),
    redirects: {
      trailingSlash: 'always',
      languagePrefixes: Object.fromEntries(
        locales.map((locale) => [locale, `${localePrefix(locale)}/`]),
      ),
      languageDetection: ['cookie', 'accept-language'],
    },
  }
  return {
    'builds/latest.json': `${JSON.stringify({ id: buildId })}\n`,
    [`builds/meta/${buildId}.json`]: `${JSON.stringify(meta)}\n`,
  }
}

function buildManifest(): Plugin {
  return {
    name: 'clinic:build-manifest',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      for (const [fileName, source] of Object.entries(buildFiles()))
        this.emitFile({ type: 'asset', fileName, source })
    },
  }
}

function buildFilesInDev(): Plugin {
  return {
    name: 'clinic:build-files-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const source = buildFiles()[decodeURIComponent(request.url?.split('?')[0] ?? '').slice(1)]
        if (source === undefined) return next()
        response.setHeader('content-type', 'application/json; charset=utf-8')
        response.setHeader('cache-control', 'no-store')
        response.end(source)
      })
    },
  }
}

/**
 * Writes the settings this build baked into its pages beside the server bundle
 * (server/build-settings.ts), so the server refuses to start with different ones.
 */
function buildSettings(): Plugin {
  return {
    name: 'clinic:build-settings',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: BUILD_SETTINGS_FILE,
        source: `${JSON.stringify(buildSettingsOf(clinic))}\n`,
      })
    },
  }
}

export default defineConfig({
  server: { port: 3000 },
  // BUILD_OUT_DIR lets a second build (the e2e tag-manager build) sit beside dist/.
  // Scripts and styles are compiled for the supported-browsers policy (build/browsers.ts; CSS
  // by Lightning CSS from the same target). Safari 15.4 lacks <link rel=modulepreload>: it only
  // loads those chunks a little later, so no polyfill is shipped to everyone.
  build: {
    target: buildTargets,
    modulePreload: { polyfill: false },
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
  },
  define: {
    __CLINIC_BUILD_ID__: JSON.stringify(buildId),
    __CLINIC_GTM_ID__: JSON.stringify(clinic.gtmId),
    __CLINIC_SITE_URL__: JSON.stringify(clinic.siteUrl),
    __CLINIC_RETENTION_DAYS__: JSON.stringify(String(clinic.enquiryRetentionDays)),
    __CLINIC_HOURS_TEXT__: hoursTextDefine(clinic.openingHours),
  },
  plugins: [
    buildManifest(),
    buildFilesInDev(),
    buildSettings(),
    // Blog article bodies: Markdown rendered to HTML strings at build time.
    markdownHtml({ root: import.meta.dirname }),
    // Per-page message catalogs compiled from the PO files (build/catalog-split.ts).
    splitCatalogs({
      root: import.meta.dirname,
      leaveOut: clinic.gtmId ? [] : tagManagerOnlyFiles,
    }),
    // Lingui first: its native macro transform must run before JSX is compiled.
    lingui({ macroTransform: true }),
    tanstackStart({
      srcDirectory: 'app',
      // The site's CSS (about 5 KB compressed) goes inline into each page's <head>: no
      // render-blocking stylesheet request before the first paint on a slow mobile connection.
      server: { build: { inlineCss: true } },
      router: { virtualRouteConfig: routes },
      // Auto-discovery skips `{-$lang}` routes, so the list comes from the page matrix.
      prerender: {
        enabled: true,
        crawlLinks: false,
        failOnError: true,
        autoStaticPathsDiscovery: false,
      },
      pages: allLocalizedPaths().map(({ href }) => ({ path: href, sitemap: { exclude: true } })),
      // sitemap.xml is a server route from the page matrix (app/routes/sitemap.ts).
      sitemap: { enabled: false },
    }),
    react(),
    // Last: renders the image variants the prerendered pages use, after TanStack Start's prerender.
    siteImages({ sourceDir: 'app/media/art', cacheDir: 'node_modules/.cache/site-images' }),
    // The hashes of each prerendered page's inline scripts and styles, for its CSP header.
    cspHashes(),
    // Then .br and .gz files beside every page and asset, for the server to send as they are.
    // BUILD_PRECOMPRESS=0 skips them (the end-to-end tests' second build, which tests no encoding).
    ...(process.env.BUILD_PRECOMPRESS === '0' ? [] : [precompress()]),
  ],
})
