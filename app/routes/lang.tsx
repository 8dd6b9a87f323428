import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { defaultLocale, isLocale, splitLocalePath } from '../i18n/locales.ts'
import { loadPageMessages } from '../i18n/catalog.ts'
import { pageExistsIn, pageIdAt } from '../site/pages.ts'

/**
 * The optional language segment. English has no prefix, so an explicit `/en/` is not a page;
 * nor is a page in a language the page matrix does not list for it: both are 404s.
 */
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: async ({ params, location, context }) => {
    const lang = params.lang
    if (lang !== undefined && (lang === defaultLocale || !isLocale(lang))) throw notFound()
    const { locale, path } = splitLocalePath(location.pathname)
    const id = pageIdAt(path)
    if (!id || !pageExistsIn(id, locale)) throw notFound()
    // The page's own messages (its catalog chunk); also on preload, so a click renders at once.
    await loadPageMessages(context.i18n, locale, id)
  },
  component: Outlet,
})
