// Playwright's role queries compute ARIA states from attributes only, so they miss what the
// browser derives itself (a `popovertarget` button's expanded state, a native control's
// validity): read Chromium's tree.
import type { Locator } from '@playwright/test'

export async function accessibleExpanded(locator: Locator): Promise<boolean | undefined> {
  const expanded = await accessibleProperty(locator, 'expanded')
  return expanded === undefined ? undefined : expanded === true
}

/** A property of the element's node in Chromium's accessibility tree (`invalid`, `expanded`...),
 *  undefined where the node has none. */
export async function accessibleProperty(
  locator: Locator,
  name: string,
): Promise<string | boolean | undefined> {
  const page = locator.page()
  const cdp = await page.context().newCDPSession(page)
  try {
    // The element by reference, with no mark left in the DOM.
    await locator.evaluate((element) => {
      ;(window as unknown as { __axProbe?: Element }).__axProbe = element
    })
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window.__axProbe' })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    })
    const property = nodes[0]?.properties?.find((candidate) => candidate.name === name)
    return property?.value.value as string | boolean | undefined
  } finally {
    await page.evaluate(() => {
      delete (window as unknown as { __axProbe?: Element }).__axProbe
    })
    await cdp.detach()
  }
}

/** Whether `a` comes before `b` in the document: the order a screen reader reads them in. */
export async function precedes(a: Locator, b: Locator): Promise<boolean> {
  const other = await b.elementHandle()
  return a.evaluate(
    (first, second) =>
      !!second && !!(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING),
    other,
  )
}
