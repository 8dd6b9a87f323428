import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { afterAll, describe, expect, it } from 'vitest'
import {
  importGraph,
  messagePlacement,
  placementDifferences,
  splitCatalog,
  tagManagerOnlyFiles,
  type MessagePlacement,
} from './catalog-split.ts'

const root = join(import.meta.dirname, '..')

describe('importGraph', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'catalog-graph-'))
  afterAll(() => rmSync(fixture, { recursive: true, force: true }))
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(fixture, file)), { recursive: true })
    writeFileSync(join(fixture, file), text)
  }
  write(
    'app/root.tsx',
    "import { a } from './a'\nimport type { T } from './types.ts'\nexport { b } from './b.ts'\nconst lazy = () => import('./lazy.tsx')\nimport './style.css'\nimport { page } from './page.tsx'\nconst posts = import.meta.glob<P>('./posts/*.md', { eager: true })\n",
  )
  write('app/a.tsx', "import { shared } from './lib/index.ts'\n")
  write('app/lib/index.ts', 'export const shared = 1\n')
  write('app/b.ts', 'export const b = 1\n')
  write('app/lazy.tsx', 'export default 1\n')
  write('app/types.ts', 'export type T = 1\n')
  write('app/style.css', 'p{}\n')
  write('app/page.tsx', "import { onlyPage } from './only-page.ts'\n")
  write('app/only-page.ts', 'export const onlyPage = 1\n')
  write('app/posts/one.md', '# One\n')
  write('app/posts/two.md', '# Two\n')
  write('app/posts/notes.txt', 'not matched\n')

  it('follows static, re-exported, dynamic, extensionless and glob imports, not type-only ones', () => {
    const files = importGraph(fixture).reachable('app/root.tsx', new Set(['app/page.tsx']))
    expect([...files].sort()).toEqual([
      'app/a.tsx',
      'app/b.ts',
      'app/lazy.tsx',
      'app/lib/index.ts',
      'app/posts/one.md',
      'app/posts/two.md',
      'app/root.tsx',
      'app/style.css',
    ])
  })

  it('walks into a boundary file only when it is the entry', () => {
    expect([...importGraph(fixture).reachable('app/page.tsx')].sort()).toEqual([
      'app/only-page.ts',
      'app/page.tsx',
    ])
  })
})

describe('message placement on this site', () => {
  const placement = messagePlacement(root)
  const pagesOf = (file: string) => {
    const place = placement.get(file)
    return place === 'layout' || place === undefined ? place : [...place].sort()
  }

  it('puts the layout in the catalog every page loads', () => {
    for (const file of [
      'app/layout/Header.tsx',
      'app/layout/Footer.tsx',
      'app/layout/ErrorPage.tsx',
      'app/runtime/UpdateNotice.tsx',
    ])
      expect(pagesOf(file)).toBe('layout')
  })

  it('gives a component only to the pages that import it', () => {
    expect(pagesOf('app/enquiry/EnquiryForm.tsx')).toEqual(['contact'])
    expect(pagesOf('app/enquiry/EnquiryReference.tsx')).toEqual(['thankYou'])
    // Article titles: the blog's pages, and service and condition pages (related links).
    for (const file of ['app/content/articles.ts', 'app/content/articles/chest-pain.md']) {
      const articles = pagesOf(file)
      expect(articles).toContain('blog')
      expect(articles).toContain('blogChestPain')
      expect(articles).toContain('angina')
      expect(articles).not.toContain('contact')
    }
  })

  it('splits the catalogs accordingly, in every language', () => {
    for (const tag of ['en-SG', 'zh-SG'] as const) {
      const split = splitCatalog(root, tag, placement)
      const enquire = generateMessageId('Fields marked * are required.')
      expect(split.shared[enquire]).toBeUndefined()
      expect(split.pages.contact[enquire]).toBeDefined()
      expect(split.pages.home[enquire]).toBeUndefined()
      const related = generateMessageId('Related pages')
      expect(split.shared[related]).toBeUndefined()
      expect(split.pages.angioplasty[related]).toBeDefined()
    }
  })
})

describe('a build without a tag manager', () => {
  const placement = messagePlacement(root)
  it('leaves the consent choice’s messages out of every catalog', () => {
    const accept = generateMessageId('Accept')
    const withTagManager = splitCatalog(root, 'ja-SG', placement)
    expect(withTagManager.shared[accept]).toBeDefined()
    const without = splitCatalog(root, 'ja-SG', placement, tagManagerOnlyFiles)
    expect(without.shared[accept]).toBeUndefined()
    for (const page of Object.values(without.pages)) expect(page[accept]).toBeUndefined()
    // The footer's button to reopen it is the footer's own message, in every build.
    expect(without.shared[generateMessageId('Cookie settings')]).toBeDefined()
  })
})

describe('placementDifferences (the client build checks the split against its module graph)', () => {
  const split: MessagePlacement = new Map<string, 'layout' | Set<'home' | 'contact'>>([
    ['app/layout/Header.tsx', 'layout'],
    ['app/content/blocks.tsx', new Set(['home'])],
    ['app/enquiry/service.server.ts', new Set(['contact'])],
  ])

  it('accepts the same placement, ignoring files the bundle does not hold (server-only)', () => {
    const bundle: MessagePlacement = new Map<string, 'layout' | Set<'home'>>([
      ['app/layout/Header.tsx', 'layout'],
      ['app/content/blocks.tsx', new Set(['home'])],
    ])
    expect(placementDifferences(bundle, split)).toEqual([])
  })

  it('names a file the bundle loads for a page the split does not give its messages to', () => {
    // As when the contact page reaches blocks.tsx through an import the scanner cannot follow.
    const bundle: MessagePlacement = new Map<string, 'layout' | Set<'home' | 'contact'>>([
      ['app/layout/Header.tsx', 'layout'],
      ['app/content/blocks.tsx', new Set(['home', 'contact'])],
      ['app/content/aliased.tsx', new Set(['contact'])],
    ])
    expect(placementDifferences(bundle, split)).toEqual([
      'app/content/blocks.tsx: contact,home vs home',
      'app/content/aliased.tsx: contact vs unknown',
    ])
  })
})
