import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseBuildMeta, parseLatestBuild } from '../app/runtime/build-schemas.ts'
import { renderRobots, renderSitemap } from '../app/seo/sitemap.ts'
import { clinic } from '../app/site/clinic.ts'
import { securityHeaders } from './security.ts'

// The real `vite dev` as a developer starts it; from E2E_PORT + 2, as the end-to-end servers use
// E2E_PORT and the next one.
const root = fileURLToPath(new URL('..', import.meta.url))
const firstPort = Number(process.env.E2E_PORT ?? 4173) + 2

let vite: ChildProcess | undefined
let origin = ''

function startVite(): Promise<string> {
  // The child is a developer's shell, not this test runner (NODE_ENV=test, VITEST...).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'NODE_ENV' && !/^(VITEST|TEST$|FORCE_COLOR)/.test(name),
    ),
  )
  const child = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'dev',
      '--host',
      '127.0.0.1',
      '--port',
      String(firstPort),
      '--clearScreen',
      'false',
    ],
    { cwd: root, env: { ...env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  vite = child
  let output = ''
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      // eslint-disable-next-line no-control-regex -- colours, should a terminal setting force them
      const url = /Local:\s+(http:\/\/\S+?)\/?\s/.exec(output.replace(/\u001b\[[0-9;]*m/g, ''))
      if (url?.[1]) resolve(url[1])
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('error', reject)
    child.once('exit', (code) =>
      reject(new Error(`vite dev exited (${code}) before listening:\n${output}`)),
    )
  })
}

/** A request as a browser's first visit sends it; redirects are answers here, not followed. */
function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}${path}`, {
    redirect: 'manual',
    headers: { accept: 'text/html', 'accept-language': 'en-SG', ...headers },
  })
}

function expectSecurityHeaders(response: Response, nonce?: string) {
  const expected = securityHeaders({
    https: false,
    gtm: clinic.gtmId !== '',
    ...(nonce ? { inline: { nonce } } : {}),
  })
  for (const [name, value] of Object.entries(expected))
    expect(response.headers.get(name), name).toBe(value)
}

describe('npm run dev', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    origin = await startVite()
  }, 120_000)

  afterAll(async () => {
    const child = vite
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  })

  it('renders pages with the security headers and a nonce CSP its inline code carries', async () => {
    const response = await get('/services/angioplasty/')
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce, csp).toBeTruthy()
    expectSecurityHeaders(response, nonce)
    const html = await response.text()
    const inline = [
      ...html.matchAll(
        /<(script|style)\b(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/g,
      ),
    ]
    expect(inline.length).toBeGreaterThan(0)
    for (const [tag] of inline) expect(tag).toContain(`nonce="${nonce}"`)
    // Vite's client gives the styles it injects the nonce of this tag.
    expect(html).toContain(`<meta property="csp-nonce" content="${nonce}" nonce="${nonce}"/>`)
  })

  it('sends / to the visitor’s language by cookie, then Accept-Language, keeping the query', async () => {
    const byHeader = await get('/?ref=a', { 'accept-language': 'zh-CN, en;q=0.5' })
    expect(byHeader.status).toBe(302)
    expect(byHeader.headers.get('location')).toBe('/cn/?ref=a')
    expect(byHeader.headers.get('vary')).toContain('Cookie, Accept-Language')
    expectSecurityHeaders(byHeader)

    const byCookie = await get('/', { cookie: 'i18n_redirected=cn' })
    expect(byCookie.status).toBe(302)
    expect(byCookie.headers.get('location')).toBe('/cn/')

    const english = await get('/')
    expect(english.status).toBe(200)
    expect(english.headers.get('vary')).toContain('Cookie, Accept-Language')
    await english.body?.cancel()
  })

  it('adds the trailing slash with a 308 that keeps the query, and never leaves the site', async () => {
    const response = await get('/contact-us?utm_source=x&a=1')
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/contact-us/?utm_source=x&a=1')
    // Start answers a protocol-relative path itself, before any middleware: still on the site.
    const location = (await get('//evil.example/x')).headers.get('location') ?? ''
    expect(new URL(location, origin).origin).toBe(origin)
  })

  it('answers sitemap.xml and robots.txt from their server routes, without a slash redirect', async () => {
    const sitemap = await get('/sitemap.xml', { accept: '*/*' })
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(await sitemap.text()).toBe(renderSitemap())
    expectSecurityHeaders(sitemap)

    const robots = await get('/robots.txt', { accept: '*/*' })
    expect(robots.status).toBe(200)
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await robots.text()).toBe(renderRobots())
  })

  it('serves the build files open tabs fetch (latest build, its pages), as a build has them', async () => {
    const latest = parseLatestBuild(
      await (await get('/builds/latest.json', { accept: '*/*' })).json(),
    )
    expect(latest.success).toBe(true)
    const id = latest.success ? latest.output.id : ''
    const meta = await get(`/builds/meta/${encodeURIComponent(id)}.json`, { accept: '*/*' })
    expect(meta.status).toBe(200)
    const parsed = parseBuildMeta(await meta.json())
    expect(parsed.success && parsed.output.paths).toContain('/cn/services/angioplasty/')
  })

  it('answers a missing file with a plain 404, as the production server does', async () => {
    const response = await get('/assets/old-chunk.js', { accept: '*/*' })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Not Found')
  })
})
