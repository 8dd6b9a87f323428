// Description lists (`<dl>`) as a reader takes them: a term, then its definition.
import { expect, type Locator } from '@playwright/test'

/** The definition of the term containing `term` in `scope`: terms and definitions pair in order
 * (each term has one definition, checked here). */
export async function definitionOf(scope: Locator, term: string): Promise<Locator> {
  const terms = scope.getByRole('term')
  const definitions = scope.getByRole('definition')
  await expect(terms.filter({ hasText: term }).first()).toBeVisible()
  const count = await terms.count()
  await expect(definitions, 'one definition per term').toHaveCount(count)
  const index = (await terms.allInnerTexts()).findIndex((text) => text.includes(term))
  return definitions.nth(index)
}
