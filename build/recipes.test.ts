// docs/recipes.md on a scratch copy: a page, a service, an article and a language for a page are
// added as the recipes say; the route modules, route tree, page matrix, end-to-end page lists and
// the unit tests that read them must follow with no other edit (the type check is npm test's).
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const repo = join(import.meta.dirname, '..')
let copy = ''

/** The working tree as git sees it (tracked and new files): no dist/, data/ or node_modules/. */
function copySources(to: string) {
  let files: string[]
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: repo,
      encoding: 'utf8',
      stdio: 'pipe',
    })
      .split('\0')
      .filter(Boolean)
  } catch {
    // A copy without git: every file but what git would ignore.
    const skip =
      /^(\.git|\.tanstack|node_modules|dist(-[^/]*)?|data|test-results|playwright-report)(\/|$)/
    cpSync(repo, to, { recursive: true, filter: (path) => !skip.test(relative(repo, path)) })
    return
  }
  for (const file of files)
    if (existsSync(join(repo, file))) cpSync(join(repo, file), join(to, file))
}

const read = (file: string) => readFileSync(join(copy, file), 'utf8')
const write = (file: string, text: string) => writeFileSync(join(copy, file), text)
function insertBefore(file: string, anchor: string, text: string) {
  const source = read(file)
  if (!source.includes(anchor)) throw new Error(`${file}: "${anchor}" not found`)
  write(file, source.replace(anchor, `${text}${anchor}`))
}
const run = (args: string[]) =>
  execFileSync(process.execPath, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe' })

const serviceName = 'Recipe check (a throwaway service)'
const articleSlug = 'a-throwaway-article-for-the-recipe-check'

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'recipes-'))
  copySources(copy)
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir')

  // "Add a page", steps 1 to 3: a page in every language, with a link in the footer's site map.
  insertBefore(
    'app/site/pages.ts',
    '} as const satisfies Record<',
    "  recipeGuide: { path: '/recipe-guide/', file: 'pages/recipe-guide.tsx', langs: all },\n",
  )
  write(
    'app/routes/pages/recipe-guide.tsx',
    `import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/Page.tsx'
import { Sections } from '../../content/Sections.tsx'
import { pageRoute } from '../../seo/page-route.ts'

const title = msg\`A throwaway guide\`
const description = msg\`A page that exists only in this check.\`

export const Route = createFileRoute('/{-$lang}/recipe-guide')({
  ...pageRoute(title, description),
  component: () => (
    <ContentPage id="recipeGuide" title={title} lead={description}>
      <Sections sections={[{ title: msg\`Before you come\`, body: [msg\`Bring your medicines.\`] }]} />
    </ContentPage>
  ),
})
`,
  )
  insertBefore(
    'app/layout/nav.ts',
    "      ...link('privacyPolicy', footerLabels.privacyPolicy, locale),",
    "      ...link('recipeGuide', msg`A throwaway guide`, locale),\n",
  )

  // "Add a service or a condition", steps 1 to 3: a service in English and Chinese, last in the
  // Services menu, with an existing illustration.
  insertBefore(
    'app/site/medical-pages.ts',
    '} as const satisfies Record<string, ServiceRow>',
    `  recipeCheck: {
    slug: 'recipe-check',
    langs: ['en', 'cn'],
    menu: 11,
    image: 'heart-screening',
    name: msg({ comment: 'Services menu link and the title of its page.', message: '${serviceName}' }),
  },\n`,
  )
  insertBefore(
    'app/content/services.ts',
    '} as const satisfies Record<ServicePageId, ServiceTexts>',
    '  recipeCheck: { summary: msg`A service that exists only in this check.` },\n',
  )
  insertBefore(
    'app/content/service-uses.ts',
    '} as const satisfies Record<ServicePageId, MessageDescriptor>',
    '  recipeCheck: msg`It is used to check the recipe.`,\n',
  )
  write(
    'app/content/medical/recipe-check.ts',
    `import { msg } from '@lingui/core/macro'
import type { MedicalContent } from '../medical.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message: 'A throwaway service page.',
})

export const content: MedicalContent = {
  heroAlt: msg\`Illustration for the recipe check\`,
  related: ['heartScreening'],
  sections: [{ title: msg\`What it is\`, body: [msg\`A page that exists only in this check.\`] }],
}
`,
  )

  // "Add an article", step 1: another article's front matter with its own slug and texts.
  const article = read('app/content/articles/chest-pain.md')
    .replace(/^slug: .*$/m, `slug: ${articleSlug}`)
    .replace(/^title: .*$/m, "title: 'A throwaway article'")
    .replace(/^description: .*$/m, "description: 'An article that exists only in this check.'")
  write('app/content/articles/recipe-check.md', article)

  // "Add a language to a page", step 1: the team page in Chinese too.
  const pages = read('app/site/pages.ts')
  const team =
    "team: { path: '/about-us/the-team/', file: 'pages/about-us.the-team.tsx', langs: en }"
  if (!pages.includes(team)) throw new Error('app/site/pages.ts: the team row moved')
  write('app/site/pages.ts', pages.replace(team, team.replace('langs: en', "langs: ['en', 'cn']")))

  // Step "npm run routes" of the service and article recipes.
  run(['build/routes.ts'])
}, 180_000)

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true })
})

describe('the recipes in docs/recipes.md, on a scratch copy', () => {
  it('npm run routes writes the route modules, the article index and the route tree', () => {
    expect(read('app/routes/generated/services.recipe-check.tsx')).toContain(
      "createFileRoute('/{-$lang}/services/recipe-check')",
    )
    expect(read('app/routes/generated/blog.recipe-check.tsx')).toContain(
      `createFileRoute('/{-$lang}/blog/${articleSlug}')`,
    )
    expect(read('app/site/articles.gen.ts')).toContain(`blogRecipeCheck: {`)
    const tree = read('app/routeTree.gen.ts')
    expect(tree).toContain("from './routes/pages/recipe-guide'")
    expect(tree).toContain("from './routes/generated/services.recipe-check'")
    expect(tree).toContain("from './routes/generated/blog.recipe-check'")
  })

  it('the page matrix and the end-to-end tests’ page lists have the new pages', () => {
    const found = JSON.parse(
      run([
        '--input-type=module',
        '-e',
        `const { allLocalizedPaths } = await import('./app/site/pages.ts')
        const e = await import('./tests/e2e/support/expectations.ts')
        console.log(JSON.stringify({
          paths: allLocalizedPaths().map(({ href }) => href),
          services: e.pathsIn('en', e.serviceIds),
          articles: e.articleIds,
          emergency: e.emergencyArticleIds,
          cnNav: e.specNav('cn'),
        }))`,
      ]),
    ) as {
      paths: string[]
      services: string[]
      articles: string[]
      emergency: string[]
      cnNav: unknown[]
    }
    expect(found.paths).toEqual(
      expect.arrayContaining([
        '/recipe-guide/',
        '/jp/recipe-guide/',
        '/services/recipe-check/',
        '/cn/services/recipe-check/',
        `/blog/${articleSlug}/`,
        '/cn/about-us/the-team/',
      ]),
    )
    expect(found.services.at(-1)).toBe('/services/recipe-check/')
    expect(found.articles).toContain('blogRecipeCheck')
    expect(found.emergency).toContain('blogRecipeCheck')
    expect(found.cnNav).toContainEqual({
      menu: 'About us',
      links: [expect.stringMatching(/^\/about-us\//), '/about-us/the-team/'],
    })
    expect(found.cnNav).toContainEqual({
      menu: 'Services',
      links: expect.arrayContaining(['/services/recipe-check/', '/services/']),
    })
  })

  it('the unit tests that read the page matrix pass with no edit', () => {
    const tests = [
      'app/site/pages.test.ts',
      'app/site/medical-pages.test.ts',
      'app/seo/sitemap.test.ts',
      'app/layout/nav.test.ts',
      'app/content/medical.test.ts',
      'app/content/tables.test.ts',
      'app/i18n/navigation.test.tsx',
      'build/route-modules.test.ts',
      'build/medical-head-plugin.test.ts',
    ]
    const vitest = join(repo, 'node_modules', 'vitest', 'vitest.mjs')
    try {
      run([vitest, 'run', '--reporter=dot', ...tests])
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string }
      throw new Error(`unit tests failed on the scratch copy:\n${stdout ?? ''}${stderr ?? ''}`, {
        cause: error,
      })
    }
  }, 120_000)
})
