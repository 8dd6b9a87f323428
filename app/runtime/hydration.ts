// Each part of the shell is a Suspense boundary that React hydrates and commits on its own
// (ADR 0019): the page counts as hydrated once every part in the document has.
const hydratedParts = new Set<string | undefined>()

export function markPartHydrated(name: string) {
  hydratedParts.add(name)
  for (const part of document.querySelectorAll<HTMLElement>('.isolated[data-part]'))
    if (!hydratedParts.has(part.dataset['part'])) return
  // Tests and styles rely on it.
  document.documentElement.dataset['hydrated'] = 'true'
}
