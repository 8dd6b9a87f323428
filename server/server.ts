// Start's server entry (vite.config.ts `server.entry`); in production server/main.ts runs the rules.
import {
  createServerEntry,
  createStartHandler,
  defaultStreamHandler,
} from '@tanstack/react-start/server'

import type { StartFetch } from './pages.ts'

const handler = createStartHandler(defaultStreamHandler)
const startFetch: StartFetch = (request, options) =>
  handler(request, { context: options?.context ?? {} })

export default createServerEntry({
  async fetch(request, options) {
    // `npm run dev` has no server/main.ts: the same rules run here; the build drops this branch.
    if (import.meta.env.DEV) {
      const { inDev } = await import('./dev-pipeline.ts')
      return inDev(request, startFetch)
    }
    return startFetch(request, options as Parameters<StartFetch>[1])
  },
})
