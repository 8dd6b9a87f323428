import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterContextProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { pageIds, pageMatrix } from '../site/pages.ts'
import { Link, routePath, useLocale, usePageId } from './navigation.tsx'
import { unmatched } from './rendered.ts'

// The app's route shape without its page modules, whose Markdown and images need the build.
async function routerAt(path: string): Promise<AnyRouter> {
  const root = createRootRoute({ component: Outlet })
  const lang = createRoute({ getParentRoute: () => root, path: '/{-$lang}', component: Outlet })
  const pages = pageIds.map((id) =>
    createRoute({
      getParentRoute: () => lang,
      path: pageMatrix[id].path === '/' ? '/' : pageMatrix[id].path.replace(/\/$/, ''),
      component: () => null,
    }),
  )
  const router = createRouter({
    routeTree: root.addChildren([lang.addChildren(pages)]),
    history: createMemoryHistory({ initialEntries: [path] }),
    trailingSlash: 'always',
  })
  await router.load()
  return router
}

async function render(path: string, node: ReactNode): Promise<string> {
  const router = await routerAt(path)
  return renderToStaticMarkup(<RouterContextProvider router={router}>{node}</RouterContextProvider>)
}

function Where() {
  return (
    <i>
      {useLocale()}:{usePageId() ?? 'none'}
    </i>
  )
}

describe('Link', () => {
  it('links to the page in the language on screen', async () => {
    expect(await render('/cn/services/', <Link to="contact">Contact</Link>)).toBe(
      '<a href="/cn/contact-us/">Contact</a>',
    )
    expect(await render('/privacy-policy/', <Link to="contact">Contact</Link>)).toBe(
      '<a href="/contact-us/">Contact</a>',
    )
  })

  it('links to the page in another language with `locale`, and keeps the hash', async () => {
    const html = await render(
      '/contact-us/',
      <Link to="angioplasty" locale="cn" hash="risks" hrefLang="zh-SG">
        PCI
      </Link>,
    )
    expect(html).toBe('<a hrefLang="zh-SG" href="/cn/services/angioplasty/#risks">PCI</a>')
  })

  it('renders only its text where the page does not exist in that language', async () => {
    expect(await render('/jp/', <Link to="angioplasty">PCI</Link>)).toBe('PCI')
    expect(await render('/', <Link to="servicesIndex">Services</Link>)).toBe('Services')
  })

  it('marks the page on screen as current (exact match, the query string ignored)', async () => {
    const html = await render(
      '/cn/contact-us/?utm_source=x',
      <>
        <Link to="contact">Contact</Link>
        <Link to="home">Home</Link>
      </>,
    )
    expect(html).toContain(
      '<a class="active" href="/cn/contact-us/" data-status="active" aria-current="page">Contact</a>',
    )
    expect(html).toContain('<a href="/cn/">Home</a>')
  })
})

describe('useLocale and usePageId', () => {
  it('give the language and the page of the path on screen', async () => {
    expect(await render('/jp/contact-us/', <Where />)).toBe('<i>jp:contact</i>')
    expect(await render('/', <Where />)).toBe('<i>en:home</i>')
    expect(await render('/about-us/the-team/', <Where />)).toBe('<i>en:team</i>')
  })

  it('give no page on an error screen, in the language of its address', async () => {
    expect(await render('/cn/no-such-page/', <Where />)).toBe('<i>cn:none</i>')
    // The team page exists in English only: /bh/about-us/the-team/ is a 404.
    expect(await render('/bh/about-us/the-team/', <Where />)).toBe('<i>bh:none</i>')
  })
})

describe('pure helpers', () => {
  it('routePath is the route tree path of a page', () => {
    expect(routePath('home')).toBe('/{-$lang}/')
    expect(routePath('contact')).toBe('/{-$lang}/contact-us/')
  })
  it('unmatched reads an address no route matched into language and page', () => {
    expect(unmatched('/cn/services/angioplasty/')).toEqual({ locale: 'cn', pageId: 'angioplasty' })
    expect(unmatched('/jp/services/angioplasty/')).toEqual({ locale: 'jp', pageId: undefined })
  })
})

// Only type-checked, never run.
export function TypeChecks() {
  return (
    <>
      {/* @ts-expect-error 'no-such-page' is not a page id */}
      <Link to="no-such-page">x</Link>
      {/* @ts-expect-error a path is not a page id: links name pages, not addresses */}
      <Link to="/contact-us/">x</Link>
    </>
  )
}
