/**
 * Start's server entry (vite.config.ts `server.entry`), bundled into dist/server/server.js. In
 * production it is Start's handler as is: server/main.ts has run the site's rules before it.
 */
import {
  createServerEntry,
  createStartHandler,
  defaultStreamHandler,
} from '@tanstack/react-start/server'

const startFetch = createStartHandler(defaultStreamHandler)

export default createServerEntry({
  async fetch(request) {
    // `npm run dev` has no server/main.ts: the same rules run here (ADR 0013). The build drops
    // this branch, so the production bundle carries none of it.
    if (import.meta.env.DEV) {
      const { inDev } = await import('./dev-pipeline.ts')
      return inDev(request, startFetch)
    }
    return startFetch(request)
  },
})
