import { lingui } from '@lingui/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { routes } from './app/routes.ts'
import { allLocalizedPaths } from './app/site/pages.ts'

export default defineConfig({
  server: { port: 3000 },
  build: { target: 'es2022' },
  plugins: [
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
