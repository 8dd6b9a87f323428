import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { defaultLocale, isLocale, splitLocalePath } from '../i18n/locales.ts'
import { pageExistsIn, pageIdAt } from '../site/pages.ts'

/**
 * The optional language segment. English has no prefix, so an explicit `/en/` is not a page;
 * nor is a page in a language the page matrix does not list for it: both are 404s.
 * Each page's text is loaded by the page route's own loader (loadPageText).
 */
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params, location }) => {
    const lang = params.lang
    if (lang !== undefined && (lang === defaultLocale || !isLocale(lang))) throw notFound()
    const { locale, path } = splitLocalePath(location.pathname)
    const id = pageIdAt(path)
    if (!id || !pageExistsIn(id, locale)) throw notFound()
  },
  component: Outlet,
})
