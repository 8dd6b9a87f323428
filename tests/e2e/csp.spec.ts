import { expect, test } from './support/test.ts'
import { expectNoCspViolation, pageTypes } from './support/csp.ts'

test.describe('no Content-Security-Policy violation (no tag manager)', () => {
  for (const [kind, path] of pageTypes) {
    test(`${kind}: ${path}`, async ({ page }) => {
      await expectNoCspViolation(page, path)
    })
  }

  test('the policy allows no inline script it has not hashed or given a nonce', async ({
    request,
  }) => {
    for (const [, path] of pageTypes) {
      const csp = (await request.get(path)).headers()['content-security-policy'] ?? ''
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
      expect(scriptSrc, path).not.toContain('unsafe-inline')
      expect(scriptSrc, path).toMatch(/'(sha256-[\w+/=]+|nonce-[\w+/=]+)'/)
    }
  })

  test.describe(() => {
    // The browser reports the blocked script as a console error: the point of the test.
    test.use({ allowConsoleErrors: /Content Security Policy/ })

    test('an inline script the page did not ship is blocked', async ({ page, consoleMessages }) => {
      await page.goto('/contact-us/')
      const ran = await page.evaluate(() => {
        const script = document.createElement('script')
        script.textContent = 'window.__injected = true'
        document.body.append(script)
        return (window as unknown as { __injected?: boolean }).__injected === true
      })
      expect(ran).toBe(false)
      await expect
        .poll(() => consoleMessages.some((m) => /Content Security Policy/.test(m.text)))
        .toBe(true)
    })
  })
})
