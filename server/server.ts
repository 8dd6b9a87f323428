// Start's server entry (vite.config.ts `server.entry`); in production server/main.ts runs the rules.
import {
  createServerEntry,
  createStartHandler,
  defaultStreamHandler,
} from '@tanstack/react-start/server'

const startFetch = createStartHandler(defaultStreamHandler)

export default createServerEntry({
  async fetch(request) {
    // `npm run dev` has no server/main.ts: the same rules run here; the build drops this branch.
    if (import.meta.env.DEV) {
      const { inDev } = await import('./dev-pipeline.ts')
      return inDev(request, startFetch)
    }
    return startFetch(request)
  },
})
