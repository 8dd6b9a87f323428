import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { conditionRows, serviceRows } from '../site/medical-pages.ts'

// A content module's messages stay in its page's catalog only while its route module alone
// imports it (docs/decisions/0003-build-time-catalog-split.md).
describe('the content modules (app/content/medical/)', () => {
  const appDir = join(import.meta.dirname, '..')
  const contentDir = join(import.meta.dirname, 'medical')
  const modules = readdirSync(contentDir).filter((file) => file !== 'fact-labels.ts')
  const sources = readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ path: relative(appDir, path), text: readFileSync(path, 'utf8') }))

  it('are one per row, imported by that page’s route module only', () => {
    const slugs = [...Object.values(serviceRows), ...Object.values(conditionRows)].map(
      (row) => `${row.slug}.ts`,
    )
    expect(modules.sort()).toEqual(slugs.sort())
    for (const module of modules) {
      const importers = sources.filter(({ text }) => text.includes(`/medical/${module}'`))
      expect(
        importers.map(({ path }) => path),
        module,
      ).toEqual([
        expect.stringMatching(
          new RegExp(
            `^routes/generated/(services|conditions)\\.${module.replace('.ts', '')}\\.tsx$`,
          ),
        ),
      ])
    }
  })
})
