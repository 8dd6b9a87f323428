import { test as base } from '@playwright/test'

/**
 * `page.goto` that also waits until the page has hydrated (the root marks
 * <html data-hydrated>): menus open from script, so a click before that does nothing.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await page
        .locator('html[data-hydrated="true"]')
        .waitFor({ state: 'attached', timeout: 15_000 })
      return response
    }
    await use(page)
  },
})
