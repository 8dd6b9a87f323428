// No script at all, at phone size: every page is reached by following the links a visitor sees,
// whatever the browser (ADR 0012, "Navigation without script"). Buttons are never pressed, so the
// walk holds where invoker commands, popovers or <dialog> do not work either.
import { allLocalizedPaths, isIndexable } from '../../app/site/pages.ts'
import { type Page } from '@playwright/test'
import { expect, scaleTimeout, test } from './support/test.ts'

test.skip(({ isMobile }) => !isMobile, 'phone layout: runs in the mobile project')
test.use({ javaScriptEnabled: false })

/** Paths of the links shown on the page: rendered, not hidden, not in a closed dialog or group. */
const shownLinks = (page: Page) =>
  page.getByRole('link').evaluateAll((links) =>
    (links as HTMLAnchorElement[])
      .filter(
        (link) =>
          link.getClientRects().length > 0 &&
          link.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      )
      .map((link) => new URL(link.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  )

test('every page is reached from every other by the links it shows', async ({ page }) => {
  // The thank-you page is reached by sending the form, not by a link.
  const wanted = new Set(
    allLocalizedPaths()
      .filter(({ id }) => isIndexable(id))
      .map(({ href }) => href),
  )
  // Every page once, without script: far less than a hydrated load each.
  scaleTimeout(wanted.size, 3_000)
  // From the home page to every page, noting each page's links; then back from every page.
  const linksOf = new Map<string, string[]>()
  const queue = ['/']
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    const links = (await shownLinks(page)).filter((link) => wanted.has(link))
    linksOf.set(path, links)
    for (const link of links) if (!linksOf.has(link) && !queue.includes(link)) queue.push(link)
  }
  expect
    .soft(
      [...wanted].filter((path) => !linksOf.has(path)),
      'pages the home page does not lead to',
    )
    .toEqual([])
  const leadHome = new Set(['/'])
  for (let grew = true; grew;) {
    grew = false
    for (const [path, links] of linksOf)
      if (!leadHome.has(path) && links.some((link) => leadHome.has(link))) {
        leadHome.add(path)
        grew = true
      }
  }
  expect(
    [...linksOf.keys()].filter((path) => !leadHome.has(path)),
    'pages that do not lead back to the home page',
  ).toEqual([])
})
