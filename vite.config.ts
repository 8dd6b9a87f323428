import { lingui } from '@lingui/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { randomBytes } from 'node:crypto'
import { defineConfig, type Plugin } from 'vite'
import { clinic } from './app/site/clinic.ts'
import { markdownHtml } from './build/markdown-plugin.ts'
import { medicalHeads } from './build/medical-head-plugin.ts'
import { routeModules } from './build/route-modules.ts'
import { splitCatalogs } from './build/catalog-plugin.ts'
import { tagManagerOnlyFiles } from './build/catalog-split.ts'
import { hoursTextDefine } from './build/hours-text.ts'
import { dateTextDefine } from './build/date-text.ts'
import { siteImages } from './build/image-plugin.ts'
import { routes } from './app/routes.ts'
import { environmentProblems, parseClinicConfig } from './app/site/config-schema.ts'
import { BUILD_SETTINGS_FILE, buildSettingsOf } from './server/build-settings.ts'
import { buildTargets } from './build/browsers.ts'
import { outagePages } from './build/outage-pages.ts'
import { cspHashes } from './build/csp-plugin.ts'
import { deferredScripts } from './build/deferred-scripts.ts'
import { pageChunkLists } from './build/page-chunks.ts'
import { precompress } from './build/precompress-plugin.ts'
import { allLocalizedPaths } from './app/site/pages.ts'
import { localePrefix, locales } from './app/i18n/locales.ts'
import type { BuildMeta } from './app/runtime/build-meta.ts'

const envProblems = environmentProblems(process.env)
if (envProblems.length > 0) throw new Error(`Invalid environment: ${envProblems.join('; ')}`)
parseClinicConfig(clinic)

// Vite evaluates this file per environment and prerender: one build id for all of them.
process.env.CLINIC_BUILD_ID ??= `${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${randomBytes(4).toString('hex')}`
const buildId = process.env.CLINIC_BUILD_ID

// The build files open tabs fetch (app/runtime/build-meta.ts); `npm run dev` serves them too.
function buildFiles(chunks?: BuildMeta['chunks']): Record<string, string> {
  const meta: BuildMeta = {
    id: buildId,
    paths: allLocalizedPaths().map(({ href }) => href),
    ...(chunks ? { chunks } : {}),
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
    generateBundle(_, bundle) {
      for (const [fileName, source] of Object.entries(buildFiles(pageChunkLists(bundle))))
        this.emitFile({ type: 'asset', fileName, source })
    },
  }
}

function buildFilesInDev(): Plugin {
  return {
    name: 'clinic:build-files-in-dev',
    apply: 'serve',
    configureServer(server) {
      const files = new Map(Object.entries(buildFiles()))
      server.middlewares.use((request, response, next) => {
        const source = files.get(request.url?.split('?')[0]?.slice(1) ?? '')
        if (source === undefined) return next()
        response.setHeader('content-type', 'application/json; charset=utf-8')
        response.setHeader('cache-control', 'no-store')
        response.end(source)
      })
    },
  }
}

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
  resolve: {
    // The React 17 shim Lingui and TanStack Store import is dead weight under React 19 (ADR 0001).
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: 'use-sync-external-store',
      },
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  build: {
    target: buildTargets,
    // No preload helper or chunk table in the entry: pages list their chunks (ADR 0001, 0019).
    modulePreload: false,
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Every page loads all the entry's static imports: three chunks by kind, not Rolldown's
          // split by their other importers, 1.4 KB less on every page (ADR 0001's log), each
          // evaluated in a task of its own (ADR 0023).
          output: {
            // Chromium's explicit compile hint: these chunks' functions nearly all run while the
            // page hydrates, so they are compiled while streamed, not on the main thread (ADR 0023).
            postBanner: (chunk) =>
              chunk.isEntry || chunk.name === 'framework' || chunk.name === 'libraries'
                ? '//# allFunctionsCalledOnLoad'
                : '',
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
                  tags: ['$initial'],
                  priority: 2,
                },
                { name: 'libraries', test: /node_modules/, tags: ['$initial'], priority: 1 },
                { name: 'entry', tags: ['$initial'] },
              ],
            },
          },
        },
      },
    },
  },
  define: {
    __CLINIC_BUILD_ID__: JSON.stringify(buildId),
    __CLINIC_GTM_ID__: JSON.stringify(clinic.gtmId),
    __CLINIC_SITE_URL__: JSON.stringify(clinic.siteUrl),
    __CLINIC_RETENTION_DAYS__: JSON.stringify(String(clinic.enquiryRetentionDays)),
    __CLINIC_HOURS_TEXT__: hoursTextDefine(clinic.openingHours),
    __CLINIC_DATE_TEXT__: dateTextDefine(import.meta.dirname, clinic),
  },
  plugins: [
    buildManifest(),
    buildFilesInDev(),
    buildSettings(),
    routeModules({ root: import.meta.dirname }),
    markdownHtml(),
    medicalHeads(),
    splitCatalogs({
      root: import.meta.dirname,
      leaveOut: clinic.gtmId ? [] : tagManagerOnlyFiles,
    }),
    // Lingui first: its native macro transform must run before JSX is compiled.
    lingui({ macroTransform: true }),
    tanstackStart({
      srcDirectory: 'app',
      server: {
        entry: '../server/server.ts',
        build: { inlineCss: true },
      },
      router: { virtualRouteConfig: routes },
      // Auto-discovery skips `{-$lang}` routes, so the list comes from the page matrix.
      prerender: {
        enabled: true,
        crawlLinks: false,
        failOnError: true,
        autoStaticPathsDiscovery: false,
      },
      pages: allLocalizedPaths().map(({ href }) => ({ path: href, sitemap: { exclude: true } })),
      sitemap: { enabled: false },
    }),
    react(),
    deferredScripts(),
    // After tanstackStart(): these work on the prerendered pages.
    siteImages({ sourceDir: 'app/media/art', cacheDir: 'node_modules/.cache/site-images' }),
    cspHashes(),
    outagePages(),
    ...(process.env.BUILD_PRECOMPRESS === '0' ? [] : [precompress()]),
  ],
})
