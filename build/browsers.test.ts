import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { browserslistQueries, buildTargets } from './browsers.ts'

describe('the supported-browsers policy', () => {
  it('is what package.json tells other tools (browserslist)', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { browserslist?: string[] }
    expect(manifest.browserslist).toEqual(browserslistQueries)
  })

  it('is the build target, iOS Safari 15.4 included', () => {
    expect(buildTargets).toContain('ios15.4')
    expect(buildTargets).toContain('safari15.4')
    expect(buildTargets).toContain('firefox115')
  })
})
