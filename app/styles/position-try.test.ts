import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// WebKit 2.50 (Safari 26.0) hangs for good once an ancestor of a box with position-try options
// becomes display: none, as the header does at 1024 px (ADR 0012). The engines suite shows the
// hang; this names the rule at once.
const stylesheets = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? stylesheets(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  )

describe('stylesheets', () => {
  it('use no position-try options', () => {
    const files = stylesheets('app')
    expect(files.length).toBeGreaterThan(2)
    const uses = files.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .matchAll(/[^;{}]*position-try[^;{}]*/g),
      ].map((match) => `${file}: ${match[0].trim()}`),
    )
    expect(uses).toEqual([])
  })
})
