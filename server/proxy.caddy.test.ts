// The visitor's address as the enquiry rate limit sees it, in each deployment of
// docs/operations.md, with real headers: a real Caddy, and a CDN edge that appends to
// X-Forwarded-For as CDNs do. Visitors and the edge are distinct loopback addresses (127.0.0.x).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest, createServer, type Server } from 'node:http'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from 'srvx/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type AppOptions } from './app.ts'
import { createServerLog } from '../app/log.server.ts'
import { proxyTrustOf } from './proxy.ts'

const CADDY = ['/usr/bin/caddy', '/usr/local/bin/caddy'].find((path) => existsSync(path))
const EDGE = '127.0.0.9'

async function freePort(): Promise<number> {
  const server = createNetServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** POST /contact-us/ answers the address the enquiry's action would be given. */
async function startApp(root: string, trustProxy: AppOptions['trustProxy']) {
  const app = await createApp({
    clientDir: join(root, 'client'),
    servePrerendered: false,
    trustProxy,
    startFetch(request) {
      const path = new URL(request.url).pathname
      if (path === '/sitemap.xml' || path === '/robots.txt') return new Response('x')
      return new Response(JSON.stringify({ ip: (request as { ip?: string }).ip }), {
        headers: { 'content-type': 'application/json' },
      })
    },
    log: createServerLog({ out: () => {}, err: () => {} }),
  })
  const server = serve({
    ...app,
    port: 0,
    hostname: '127.0.0.1',
    silent: true,
    gracefulShutdown: false,
  })
  await server.ready()
  const { port } = server.node!.server!.address() as AddressInfo
  return { port, close: () => server.close(true) }
}

/** A visitor at `from` posting to 127.0.0.1:port, with an X-Forwarded-For of its own making. */
function whoami(port: number, from: string, spoofed = '198.51.100.66'): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/contact-us/',
        headers: { 'x-forwarded-for': spoofed, 'content-length': '0' },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
        res.on('end', () => {
          try {
            resolve(String((JSON.parse(body) as { ip: unknown }).ip))
          } catch {
            reject(new Error(`${res.statusCode}: ${body}`))
          }
        })
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** A CDN edge: appends the address it was connected from, connects onwards from EDGE. */
async function startEdge(target: () => number): Promise<{ port: number; server: Server }> {
  const server = createServer((incoming, outgoing) => {
    const prior = incoming.headers['x-forwarded-for']
    const peer = incoming.socket.remoteAddress ?? ''
    const onward = httpRequest(
      {
        host: '127.0.0.1',
        port: target(),
        localAddress: EDGE,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': prior ? `${String(prior)}, ${peer}` : peer,
          'x-forwarded-proto': 'https',
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    onward.on('error', () => outgoing.destroy())
    incoming.pipe(onward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, server }
}

/** The global `servers { trusted_proxies }` came with Caddy 2.6.3; before, inside reverse_proxy. */
function caddyHasGlobalTrustedProxies(): boolean {
  const version = execFileSync(CADDY!, ['version'], { encoding: 'utf8' })
  const [, minor = '99', patch = '0'] = /^v?2\.(\d+)\.(\d+)/u.exec(version) ?? []
  return Number(minor) > 6 || (Number(minor) === 6 && Number(patch) >= 3)
}

describe.skipIf(!CADDY)(
  `the visitor's address through a real Caddy${CADDY ? '' : ' (SKIPPED: caddy is not installed; `apt-get install caddy`)'}`,
  () => {
    let root: string
    let caddy: ChildProcess
    const closers: Array<() => unknown> = []
    const ports = { direct: 0, caddy: 0, cdnHops: 0, cdnRanges: 0, cdnOneHop: 0 }
    const caddyPorts = { caddy: 0, cdnHops: 0, cdnRanges: 0, cdnOneHop: 0 }
    let edge = { hops: 0, ranges: 0, oneHop: 0 }

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'proxy-caddy-'))
      await mkdir(join(root, 'client'), { recursive: true })
      await writeFile(join(root, 'csp-hashes.json'), '{}')
      const apps = {
        direct: await startApp(root, false),
        caddy: await startApp(root, proxyTrustOf({ TRUST_PROXY: '1' })),
        cdnHops: await startApp(root, proxyTrustOf({ TRUST_PROXY: '2' })),
        cdnRanges: await startApp(
          root,
          proxyTrustOf({ TRUST_PROXY: '1', TRUSTED_PROXIES: `${EDGE}/32` }),
        ),
        cdnOneHop: await startApp(root, proxyTrustOf({ TRUST_PROXY: '1' })),
      }
      for (const [name, app] of Object.entries(apps)) {
        ports[name as keyof typeof ports] = app.port
        closers.push(app.close)
      }
      for (const name of Object.keys(caddyPorts) as Array<keyof typeof caddyPorts>)
        caddyPorts[name] = await freePort()

      // As deploy/Caddyfile has it, with the CDN's ranges trusted.
      const global = caddyHasGlobalTrustedProxies()
      const site = (port: number, upstream: number, trusted: boolean) =>
        `http://127.0.0.1:${port} {\n\tbind 127.0.0.1\n\treverse_proxy 127.0.0.1:${upstream}${
          trusted && !global ? ` {\n\t\ttrusted_proxies ${EDGE}/32\n\t}` : ''
        }\n}\n`
      const caddyfile = [
        `{\n\tadmin off\n\tauto_https off\n${global ? `\tservers {\n\t\ttrusted_proxies static ${EDGE}/32\n\t}\n` : ''}}\n`,
        site(caddyPorts.caddy, ports.caddy, false),
        site(caddyPorts.cdnHops, ports.cdnHops, true),
        site(caddyPorts.cdnRanges, ports.cdnRanges, true),
        site(caddyPorts.cdnOneHop, ports.cdnOneHop, true),
      ].join('\n')
      await writeFile(join(root, 'Caddyfile'), caddyfile)
      caddy = spawn(
        CADDY!,
        ['run', '--config', join(root, 'Caddyfile'), '--adapter', 'caddyfile'],
        {
          // Its data and config directories in the scratch folder, not the user's.
          env: { PATH: process.env.PATH, HOME: root, XDG_DATA_HOME: root, XDG_CONFIG_HOME: root },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      )
      const exited = new Promise<never>((_, reject) =>
        caddy.once('exit', (code) => reject(new Error(`caddy exited (${code}): ${log}`))),
      )
      let log = ''
      await Promise.race([
        exited,
        new Promise<void>((resolve) => {
          caddy.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
            log += chunk
            if (log.includes('serving initial configuration')) resolve()
          })
        }),
      ])
      caddy.removeAllListeners('exit')

      const edges = {
        hops: await startEdge(() => caddyPorts.cdnHops),
        ranges: await startEdge(() => caddyPorts.cdnRanges),
        oneHop: await startEdge(() => caddyPorts.cdnOneHop),
      }
      edge = { hops: edges.hops.port, ranges: edges.ranges.port, oneHop: edges.oneHop.port }
      for (const { server } of Object.values(edges)) closers.push(() => server.close())
    }, 30_000)

    afterAll(async () => {
      if (caddy && caddy.exitCode === null) {
        const gone = new Promise((resolve) => caddy.once('exit', resolve))
        caddy.kill()
        await gone
      }
      for (const close of closers) await close()
      if (root) await rm(root, { recursive: true, force: true })
    })

    it('direct (no TRUST_PROXY): the connection address; X-Forwarded-For is ignored', async () => {
      expect(await whoami(ports.direct, '127.0.0.5')).toBe('127.0.0.5')
    })

    it('behind Caddy (TRUST_PROXY=1): each visitor, whatever they write in X-Forwarded-For', async () => {
      expect(await whoami(caddyPorts.caddy, '127.0.0.5')).toBe('127.0.0.5')
      expect(await whoami(caddyPorts.caddy, '127.0.0.6', '127.0.0.5')).toBe('127.0.0.6')
    })

    it('behind a CDN and Caddy (TRUST_PROXY=2, or TRUSTED_PROXIES with the CDN ranges): each visitor, not the edge', async () => {
      for (const port of [edge.hops, edge.ranges]) {
        expect(await whoami(port, '127.0.0.5')).toBe('127.0.0.5')
        expect(await whoami(port, '127.0.0.6', '127.0.0.5')).toBe('127.0.0.6')
      }
      // Going round the CDN straight to Caddy gains nothing: Caddy replaces the header.
      expect(await whoami(caddyPorts.cdnHops, '127.0.0.7', `127.0.0.5, ${EDGE}`)).toBe('127.0.0.7')
      expect(await whoami(caddyPorts.cdnRanges, '127.0.0.7', `127.0.0.5, ${EDGE}`)).toBe(
        '127.0.0.7',
      )
    })

    it('behind a CDN, a visitor whose own address lies inside its ranges is counted by that address, not by what it wrote', async () => {
      // As a CDN's own workers would: connect from inside the ranges, with a header of their own.
      for (const port of [edge.hops, edge.ranges]) {
        expect(await whoami(port, EDGE, '198.51.100.66')).toBe(EDGE)
        expect(await whoami(port, EDGE, `198.51.100.67, ${EDGE}`)).toBe(EDGE)
      }
    })

    it('behind a CDN with TRUST_PROXY=1 every visitor is the edge: the setting this deployment must not keep', async () => {
      expect(await whoami(edge.oneHop, '127.0.0.5')).toBe(EDGE)
      expect(await whoami(edge.oneHop, '127.0.0.6')).toBe(EDGE)
    })
  },
)
