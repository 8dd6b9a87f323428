/**
 * Production server: `node server/main.ts` after `vite build`. PORT (default 3000) and HOST
 * (default 0.0.0.0) are honoured; SERVE_PRERENDERED=0 renders every page on request;
 * TRUST_PROXY=1 takes the client address from X-Forwarded-For (behind a reverse proxy);
 * DIST_DIR picks another build directory (default dist); GTM_ID as in app.config.ts. One JSON
 * access line per request on stdout (ACCESS_LOG=0 turns it off, ACCESS_LOG_IP=1 adds the
 * client address). Stops gracefully on SIGTERM/SIGINT.
 */
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve } from 'srvx/node'
import { clinic } from '../app.config.ts'
import { parseClinicConfig } from '../app/site/config-schema.ts'
import { closeEnquiryBackend, getEnquiryBackend } from '../app/enquiry/runtime.server.ts'
import { createApp } from './app.ts'
import { createServerLog } from './log.ts'

// Refuse to start on an invalid clinic configuration (e.g. a malformed tag-manager id).
parseClinicConfig(clinic)

const root = fileURLToPath(new URL('..', import.meta.url))
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'

// The enquiry store and its e-mail outbox start with the server, so deliveries pending from
// before a restart resume at once (and a bad SMTP/database setting stops the start-up).
getEnquiryBackend()

const dist = resolve(root, process.env.DIST_DIR ?? 'dist')
const { default: start } = (await import(pathToFileURL(join(dist, 'server', 'server.js')).href)) as { default: { fetch: (request: Request) => Promise<Response> } }
const fetch = await createApp({
  clientDir: join(dist, 'client'),
  startFetch: (request) => start.fetch(request),
  servePrerendered: process.env.SERVE_PRERENDERED !== '0',
  trustProxy: process.env.TRUST_PROXY === '1',
  log: createServerLog({ access: process.env.ACCESS_LOG !== '0', clientIp: process.env.ACCESS_LOG_IP === '1' }),
})

const server = serve({ fetch, port, hostname, silent: true, gracefulShutdown: false })
await server.ready()
console.log(`Serving the production build on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}/`)

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: finishing open requests, then exiting`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    void server
      .close()
      .then(() => closeEnquiryBackend())
      .then(() => process.exit(0))
  })
}
