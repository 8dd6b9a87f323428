import { lingui } from '@lingui/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { randomBytes } from 'node:crypto'
import { defineConfig, type Plugin } from 'vite'
import { clinic } from './app.config.ts'
import { routes } from './app/routes.ts'
import { parseClinicConfig } from './app/site/config-schema.ts'
import { allLocalizedPaths } from './app/site/pages.ts'

// Fail the build early, with a readable list, on an invalid clinic configuration.
parseClinicConfig(clinic)

/** Identifies this build; open tabs compare it with /builds/latest.json to notice a deploy. */
const buildId = `${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${randomBytes(4).toString('hex')}`

/** Writes builds/latest.json into the client output. */
function buildManifest(): Plugin {
  return {
    name: 'clinic:build-manifest',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify({ id: buildId })}\n` })
    },
  }
}

export default defineConfig({
  server: { port: 3000 },
  build: { target: 'es2022' },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  plugins: [
    buildManifest(),
    // Lingui first: its native macro transform must run before JSX is compiled.
    lingui({ macroTransform: true }),
    tanstackStart({
      srcDirectory: 'app',
      router: { virtualRouteConfig: routes },
      // Auto-discovery skips `{-$lang}` routes, so the list comes from the page matrix.
      prerender: { enabled: true, crawlLinks: false, failOnError: true, autoStaticPathsDiscovery: false },
      pages: allLocalizedPaths().map(({ href }) => ({ path: href, sitemap: { exclude: true } })),
      // The sitemap is rendered by the production server from the page matrix (app/seo/sitemap.ts).
      sitemap: { enabled: false },
    }),
    react(),
  ],
})
