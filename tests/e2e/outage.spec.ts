// deploy/Caddyfile in a real Caddy: the site's outage page while the server cannot answer.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { localeRecord } from '../../app/site/locales.ts'
import { clinic } from '../../app/site/clinic.ts'
import { inlineHashes } from '../../server/security.ts'
import { tr } from './support/catalog.ts'
import { expect, test } from './support/test.ts'

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
    server.on('error', fail)
  })

/** The deployed Caddyfile, on loopback over plain HTTP, in front of `upstream`. */
async function startCaddy(upstream: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'clinic-caddy-'))
  // Its global options block gains what a test on loopback needs: no admin endpoint, no TLS.
  const config = readFileSync('deploy/Caddyfile', 'utf8')
    .replace('\n{\n', '\n{\n\tadmin off\n\tauto_https off\n')
    .replace('{$SITE_DOMAIN}', `http://127.0.0.1:${port}`)
    .replace('web:3000', upstream)
  writeFileSync(join(dir, 'Caddyfile'), config)
  const caddy: ChildProcess = spawn('caddy', ['run', '--config', join(dir, 'Caddyfile')], {
    env: {
      ...process.env,
      OUTAGE_ROOT: resolve('dist/outage'),
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
    },
    stdio: 'ignore',
  })
  const exited = new Promise<never>((_, fail) =>
    caddy.once('error', (error) =>
      fail(new Error(`caddy could not start (npm test installs it): ${error.message}`)),
    ),
  )
  const url = `http://127.0.0.1:${port}`
  const stop = () => {
    caddy.kill()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await Promise.race([
      exited,
      expect
        .poll(
          () =>
            fetch(`${url}/robots.txt`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 15_000 },
        )
        .not.toBe(0),
    ])
  } catch (error) {
    stop()
    throw error
  }
  return { url, stop }
}

test('with the site stopped, Caddy answers each language with the outage page: 995 and the phone, no script of the app', async () => {
  const nothingThere = await freePort()
  const caddy = await startCaddy(`127.0.0.1:${nothingThere}`)
  try {
    for (const locale of ['en', 'cn', 'bh', 'jp'] as const) {
      const path = locale === 'en' ? '/contact-us/' : `/${locale}/contact-us/`
      for (const method of ['GET', 'POST'] as const) {
        const response = await fetch(`${caddy.url}${path}`, {
          method,
          headers: { accept: 'text/html' },
        })
        expect(response.status).toBe(503)
        expect(response.headers.get('content-type')).toContain('text/html')
        const body = await response.text()
        expect(body).toContain(`lang="${localeRecord[locale].tag}"`)
        expect(body).toContain('href="tel:995"')
        expect(body).toContain(`href="tel:${clinic.phones.call}"`)
        expect(body).toContain(tr(locale, 'We have an error!'))
        // Rendered without the app's scripts (ADR 0021): nothing loads from the site that is down.
        expect(body).not.toMatch(
          /<script\b[^>]*\bsrc=|type="module"|src="\/assets\/|rel="modulepreload"|rel="icon"/,
        )
        // The site's own security headers, and a policy that allows exactly this page.
        expect(Object.fromEntries(response.headers)).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'strict-transport-security': 'max-age=63072000; includeSubDomains',
        })
        const csp = response.headers.get('content-security-policy') ?? ''
        expect(csp).toContain("default-src 'none'")
        expect(csp).toContain("frame-ancestors 'none'")
        expect(csp).not.toContain('unsafe-inline')
        const inline = inlineHashes(body)
        for (const hash of [...inline.scripts, ...inline.styles]) expect(csp).toContain(`'${hash}'`)
      }
    }
  } finally {
    caddy.stop()
  }
})

test('the outage page shows in a browser as built, its policy refusing nothing it needs', async ({
  page,
}) => {
  const nothingThere = await freePort()
  const caddy = await startCaddy(`127.0.0.1:${nothingThere}`)
  try {
    // A refused style or script would be a console error, which fails the test (support/test.ts).
    const response = await page.goto(`${caddy.url}/jp/services/`)
    expect(response?.status()).toBe(503)
    const heading = page.getByRole('heading', { name: tr('jp', 'We have an error!') })
    await expect(heading).toHaveCSS('text-align', 'center')
    await expect(page.getByRole('link', { name: '995' }).first()).toBeVisible()
  } finally {
    caddy.stop()
  }
})

test('with the site running, Caddy passes its pages through unchanged', async ({ baseURL }) => {
  const caddy = await startCaddy(new URL(baseURL!).host)
  try {
    const response = await fetch(`${caddy.url}/cn/contact-us/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(`lang="${localeRecord.cn.tag}"`)
  } finally {
    caddy.stop()
  }
})
