import { createFileRoute, notFound } from '@tanstack/react-router'
import { defaultLocale, isLocale, splitLocalePath } from '../i18n/locales.ts'
import { pageExistsIn, pageIdAt } from '../site/pages.ts'

// `/en/` is a 404 (English has no prefix), as is a page in a language the matrix does not list.
// No component: the page renders in its place, with no chunk of this route to fetch.
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params, location }) => {
    const lang = params.lang
    if (lang !== undefined && (lang === defaultLocale || !isLocale(lang))) throw notFound()
    const { locale, path } = splitLocalePath(location.pathname)
    const id = pageIdAt(path)
    if (!id || !pageExistsIn(id, locale)) throw notFound()
  },
})
