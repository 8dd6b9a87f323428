// Hydrated once every part of the shell has (ADR 0019).
const hydratedParts = new Set<string | undefined>()

export function markPartHydrated(name: string) {
  hydratedParts.add(name)
  for (const part of document.querySelectorAll<HTMLElement>('.isolated[data-part]'))
    if (!hydratedParts.has(part.dataset['part'])) return
  // Tests and styles rely on it.
  document.documentElement.dataset['hydrated'] = 'true'
}
