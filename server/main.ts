// `node server/main.ts` after `vite build`; its environment: docs/operations.md.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve } from 'srvx/node'
import { clinic } from '../app/site/clinic.ts'
import { parseClinicConfig } from '../app/site/config-schema.ts'
import { closeEnquiryBackend, getEnquiryBackend } from '../app/enquiry/runtime.server.ts'
import { startRetentionSchedule } from '../app/enquiry/retention.server.ts'
import { createApp } from './app.ts'
import type { StartFetch } from './pages.ts'
import { BUILD_SETTINGS_FILE, buildSettingsMismatch, buildSettingsOf } from './build-settings.ts'
import { createHealth, outboxStaleMs } from './health.ts'
import { nodeServerOptions } from './limits.ts'
import { opsFetch, opsListen } from './ops.ts'
import { proxyTrustOf } from './proxy.ts'
import { oneLine, startupProblems } from './startup.ts'
import { createServerLog } from '../app/log.server.ts'

const log = createServerLog({
  access: process.env.ACCESS_LOG !== '0',
  clientIp: process.env.ACCESS_LOG_IP === '1',
})

function refuse(problem: string): never {
  log.error(`Cannot start the server: ${problem}`)
  process.exit(1)
}

function attempt<T>(fn: () => T): T {
  try {
    return fn()
  } catch (error) {
    return refuse(oneLine(error))
  }
}

const problems = startupProblems(process.env)
if (problems.length > 0) refuse(problems.join('; '))
attempt(() => parseClinicConfig(clinic))

const root = fileURLToPath(new URL('..', import.meta.url))
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'

const dist = resolve(root, process.env.DIST_DIR ?? 'dist')
const serverEntry = join(dist, 'server', 'server.js')
if (!existsSync(serverEntry))
  refuse(`no production build in ${dist} (DIST_DIR): run \`vite build\` first, or \`npm start\``)
const settingsFile = join(dist, 'server', BUILD_SETTINGS_FILE)
if (!existsSync(settingsFile))
  refuse(
    `the build in ${dist} has no ${BUILD_SETTINGS_FILE} (an older build): run \`vite build\` again`,
  )
const mismatch = buildSettingsMismatch(
  attempt(() => JSON.parse(readFileSync(settingsFile, 'utf8')) as unknown),
  buildSettingsOf(clinic),
)
if (mismatch) refuse(mismatch)

const backend = attempt(() => getEnquiryBackend())
// PDPA retention limitation.
const retention = startRetentionSchedule({
  db: backend.db,
  storage: backend.storage,
  retentionDays: clinic.enquiryRetentionDays,
})
const health = createHealth({
  dbPath: backend.config.dbPath,
  smtpConfigured: backend.config.smtp !== null,
  staleAfterMs: outboxStaleMs(process.env),
  storage: backend.storage,
})

const { default: start } = (await import(pathToFileURL(serverEntry).href)) as {
  default: { fetch: StartFetch }
}
const app = await createApp({
  clientDir: join(dist, 'client'),
  startFetch: (request, options) => start.fetch(request, options),
  servePrerendered: process.env.SERVE_PRERENDERED !== '0',
  trustProxy: proxyTrustOf(process.env) ?? false,
  health,
  log,
})

const server = serve({
  ...app,
  port,
  hostname,
  silent: true,
  node: nodeServerOptions(),
  gracefulShutdown: { gracefulTimeout: 10 },
})
await server.ready()
const url = `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}/`
log.info(`Serving the production build on ${url}`, { url })

const ops = opsListen(process.env)
const opsServer = ops
  ? serve({
      fetch: opsFetch(health),
      ...ops,
      silent: true,
      node: nodeServerOptions(),
      gracefulShutdown: false,
    })
  : undefined
if (opsServer && ops) {
  await opsServer.ready()
  log.info(`Readiness details for operators on http://${ops.hostname}:${ops.port}/readyz`, ops)
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info(`${signal}: finishing open requests, then exiting`, { signal })
    // A backend that cannot close (an SMTP server not answering) does not keep the process.
    setTimeout(() => process.exit(1), 20_000).unref()
  })
}
// srvx does not exit the process; this does, once the mail in flight is done.
server.node?.server?.once('close', () => {
  void opsServer?.close(true)
  retention.stop()
  health.close()
  void closeEnquiryBackend().then(() => process.exit(0))
})
