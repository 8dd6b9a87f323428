import {
  Link as RouterLink,
  useNavigate,
  useRouterState,
  type AnyRouter,
} from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react'
import type { FileRouteTypes } from '../routeTree.gen.ts'
import { pageExistsIn, pageMatrix, type PageId } from '../site/pages.ts'
import { defaultLocale, type Locale } from './locales.ts'
import { renderedPage } from './rendered.ts'

type RoutePathOf<K extends PageId> = `/{-$lang}${(typeof pageMatrix)[K]['path']}`

// With the slash `trailingSlash: 'always'` adds: the home page '/{-$lang}' is '/{-$lang}/'.
type RouteTo = `${FileRouteTypes['to']}/`

// The doctor's path comes from the name: the type only checks `/about-us/${string}/` exists.
type RouteOf<K extends PageId> = Extract<RouteTo, RoutePathOf<K>>

export type RoutedPageId = {
  [K in PageId]: [RouteOf<K>] extends [never] ? never : K
}[PageId]

type Unrouted = Exclude<PageId, RoutedPageId>
const everyPageIsRouted: [Unrouted] extends [never] ? true : Unrouted = true
void everyPageIsRouted

export function routePath<K extends RoutedPageId>(id: K): RouteOf<K> {
  return `/{-$lang}${pageMatrix[id].path}` as RouteOf<K>
}

function langParam(locale: Locale): { lang: string | undefined } {
  return { lang: locale === defaultLocale ? undefined : locale }
}

export function usePathname(router?: AnyRouter): string {
  return useRouterState({
    ...(router ? { router } : {}),
    select: (state) => renderedPage(state).pathname,
  })
}

export function useLocale(router?: AnyRouter): Locale {
  return useRouterState({
    ...(router ? { router } : {}),
    select: (state) => renderedPage(state).locale,
  })
}

export function usePageId(): PageId | undefined {
  return useRouterState({ select: (state) => renderedPage(state).pageId })
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'>

type LinkProps = AnchorProps & {
  to: RoutedPageId
  locale?: Locale
  hash?: string
  ref?: Ref<HTMLAnchorElement>
  children: ReactNode
}

// aria-current ignores the query; a page missing in the language is text, never a link to a 404.
export function Link({ to, locale, hash, children, ...props }: LinkProps) {
  const current = useLocale()
  const lang = locale ?? current
  if (!pageExistsIn(to, lang)) return <>{children}</>
  return (
    <RouterLink
      to={routePath(to)}
      params={langParam(lang)}
      hash={hash}
      activeOptions={{ exact: true, includeSearch: false }}
      {...props}
    >
      {children}
    </RouterLink>
  )
}

export function useNavigateToPage() {
  const navigate = useNavigate()
  const current = useLocale()
  return (
    to: RoutedPageId,
    options: { locale?: Locale; replace?: boolean; search?: Record<string, string> } = {},
  ) =>
    navigate({
      to: routePath(to),
      params: langParam(options.locale ?? current),
      ...(options.replace ? { replace: true } : {}),
      ...(options.search ? { search: options.search as never } : {}),
    })
}
