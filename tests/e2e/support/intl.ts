import type { Page } from '@playwright/test'

declare global {
  interface Window {
    __intlWhileHydrating?: string[]
  }
}

/**
 * An init script: notes each Intl formatter, and each method that makes one, used before the page
 * has hydrated. The first costs tens of milliseconds on a phone (ADR 0006).
 */
export function recordIntlWhileHydrating(): void {
  const made: string[] = []
  window.__intlWhileHydrating = made
  const hydrating = () => document.documentElement?.dataset['hydrated'] !== 'true'
  const intl = Intl as unknown as Record<string, object | undefined>
  for (const name of [
    'DateTimeFormat',
    'NumberFormat',
    'PluralRules',
    'ListFormat',
    'RelativeTimeFormat',
    'Collator',
    'Segmenter',
    'DisplayNames',
  ]) {
    const original = intl[name]
    if (typeof original !== 'function') continue
    intl[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        if (hydrating()) made.push(`Intl.${name}`)
        return Reflect.construct(target as new () => object, args, newTarget) as object
      },
      apply(target, self, args) {
        if (hydrating()) made.push(`Intl.${name}`)
        return Reflect.apply(target as () => object, self, args) as object
      },
    })
  }
  const methods: [object, string, string[]][] = [
    [Number.prototype, 'Number', ['toLocaleString']],
    [Date.prototype, 'Date', ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
    [String.prototype, 'String', ['localeCompare']],
  ]
  for (const [prototype, type, names] of methods) {
    const record = prototype as Record<string, (...args: unknown[]) => unknown>
    for (const name of names) {
      const original = record[name]!
      record[name] = function (this: unknown, ...args: unknown[]) {
        if (hydrating()) made.push(`${type}.${name}`)
        return original.apply(this, args)
      }
    }
  }
}

export async function intlWhileHydrating(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__intlWhileHydrating ?? ['(not recorded)'])
}
