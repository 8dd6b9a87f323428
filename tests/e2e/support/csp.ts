import { expect, type Page } from '@playwright/test'
import { pageHref } from '../../../app/site/pages.ts'

export const pageTypes: Array<[kind: string, path: string]> = [
  ['English home', '/'],
  ['home in another language', '/cn/'],
  ['service', '/services/angioplasty/'],
  ['services index', '/cn/services/'],
  ['condition', '/conditions/angina/'],
  ['doctor', pageHref('doctor', 'jp')!],
  ['blog index', '/blog/'],
  ['blog article', '/blog/heart-attack-vs-heart-failure/'],
  ['contact form', '/contact-us/'],
  ['thank-you page', '/bh/thank-you/'],
  ['404 (prerendered screen)', '/no-such-page/'],
  ['404 in another language', '/cn/no-such-page/'],
  ['404 for a non-ASCII address', '/cn/%E4%B8%AD%E6%96%87/'],
]

/** From the page's first script on; the console's report is a second witness. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text())
  })
  await page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = violations
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    )
  })
  return async () => [
    ...reported,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ]
}

export async function expectNoCspViolation(page: Page, url: string) {
  const violations = await recordCspViolations(page)
  await page.goto(url)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 })
  // Navigating on the client runs the router's scripts and styles for another page too.
  await page.locator('header a[href$="/contact-us/"]').first().click()
  await expect(page).toHaveURL(/\/contact-us\/$/)
  expect(await violations()).toEqual([])
}
