// Each part of the shell is a Suspense boundary that React hydrates and commits on its own
// (ADR 0019): the page counts as hydrated once every part in the document has.
const hydratedParts = new Set<string>()

export function markPartHydrated(name: string) {
  hydratedParts.add(name)
  const parts = document.querySelectorAll<HTMLElement>('.isolated[data-part]')
  if (Array.from(parts).every((part) => hydratedParts.has(part.dataset['part'] ?? ''))) {
    // Tests and styles rely on it.
    document.documentElement.dataset['hydrated'] = 'true'
  }
}
