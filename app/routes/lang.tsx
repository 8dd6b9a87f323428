import { createFileRoute, notFound } from '@tanstack/react-router'
import { defaultLocale, isLocale, splitLocalePath } from '../i18n/locales.ts'
import { pageExistsIn, pageIdAt } from '../site/pages.ts'

// English has no prefix, so an explicit `/en/` is a 404, as is a page in a language the page
// matrix does not list for it. Pages load their own text (loadPageText). No component: the router
// renders the page in its place, without a chunk of its own to fetch on every page.
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params, location }) => {
    const lang = params.lang
    if (lang !== undefined && (lang === defaultLocale || !isLocale(lang))) throw notFound()
    const { locale, path } = splitLocalePath(location.pathname)
    const id = pageIdAt(path)
    if (!id || !pageExistsIn(id, locale)) throw notFound()
  },
})
