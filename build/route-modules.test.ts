import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  articleIdOf,
  articleIndexFile,
  articleIndexSource,
  generatedFiles,
  staleRouteModules,
} from './route-modules.ts'

const root = join(import.meta.dirname, '..')

describe('the generated files', () => {
  it('name each article page after its file', () => {
    expect(articleIdOf('chest-pain')).toBe('blogChestPain')
    expect(articleIdOf('angioplasty')).toBe('blogAngioplasty')
    expect(articleIdOf('top-10-tips')).toBe('blogTop10Tips')
  })

  it('list every article with its file and slug', () => {
    expect(articleIndexSource([{ id: 'blogA', file: 'a', slug: 'all-about-a' }])).toContain(
      "  blogA: { file: 'a', slug: 'all-about-a' },",
    )
  })

  // Fails when an article or a row was added, removed or renamed without `npm run routes` (the
  // dev server and the build run it), or when a generated file was edited by hand.
  it('are what the Markdown files and the rows make (npm run routes)', async () => {
    const files = await generatedFiles(root)
    expect(files.has(articleIndexFile)).toBe(true)
    expect(files.has('app/routes/generated/services.angioplasty.tsx')).toBe(true)
    expect(files.has('app/routes/generated/conditions.angina.tsx')).toBe(true)
    for (const [file, source] of files)
      expect(readFileSync(join(root, file), 'utf8'), file).toBe(source)
    expect(staleRouteModules(root, files)).toEqual([])
  })
})
