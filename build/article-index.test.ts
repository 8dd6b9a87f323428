import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { articleIndexSource, articleFiles, articleIdOf, articleIndexFile } from './article-index.ts'

const root = join(import.meta.dirname, '..')

describe('the article index', () => {
  it('names each article page after its file', () => {
    expect(articleIdOf('chest-pain')).toBe('blogChestPain')
    expect(articleIdOf('angioplasty')).toBe('blogAngioplasty')
    expect(articleIdOf('top-10-tips')).toBe('blogTop10Tips')
  })

  it('lists every article with its file and slug', () => {
    expect(articleIndexSource([{ id: 'blogA', file: 'a', slug: 'all-about-a' }])).toContain(
      "  blogA: { file: 'a', slug: 'all-about-a' },",
    )
  })

  // Fails when an article was added, removed or its slug changed without `npm run articles`
  // (the dev server and the build run it), or when an article's route module was edited by hand.
  it('and the article route modules are what the Markdown files make (npm run articles)', async () => {
    const files = await articleFiles(root)
    expect(files.has(articleIndexFile)).toBe(true)
    expect(files.size).toBeGreaterThan(1)
    for (const [file, source] of files)
      expect(readFileSync(join(root, file), 'utf8'), file).toBe(source)
  })
})
