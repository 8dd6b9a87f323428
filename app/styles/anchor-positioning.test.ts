import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// WebKit 2.50 (Safari 26.0's engine) hangs for good, or keeps the desktop layout, once the
// header holding anchor-positioned panels is hidden at 1024 px (ADR 0012). The engines suite
// shows it; this names the rule at once.
const stylesheets = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? stylesheets(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  )

describe('stylesheets', () => {
  it('use no CSS anchor positioning', () => {
    const files = stylesheets('app')
    expect(files.length).toBeGreaterThan(2)
    const uses = files.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .matchAll(
            /[^;{}]*(?:position-try|position-area|position-anchor|anchor-name|anchor\()[^;{}]*/g,
          ),
      ].map((match) => `${file}: ${match[0].trim()}`),
    )
    expect(uses).toEqual([])
  })
})
