/**
 * The one place that knows the language and the page on screen, and links to pages by id:
 * shaped like next-intl's `navigation.ts` (createNavigation). Components never parse the path.
 *
 *   useLocale()   the language of the page on screen
 *   usePageId()   the page on screen (undefined on an error screen)
 *   <Link to="contact">   a link to a page of the matrix, in the current language or `locale`
 *   useNavigateToPage()   the same target for a navigation from code
 *
 * Links render the router's typed `Link` with the page's route path ('/{-$lang}/contact-us/')
 * and `{ lang }`: a page id whose route is not in the generated route tree fails the type check.
 */
import {
  Link as RouterLink,
  useNavigate,
  useRouterState,
  type AnyRouter,
} from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react'
import type { FileRouteTypes } from '../routeTree.gen.ts'
import { pageExistsIn, pageIdAt, pageMatrix, type PageId } from '../site/pages.ts'
import { defaultLocale, splitLocalePath, type Locale } from './locales.ts'
import { renderedPathname } from './rendered.ts'

/** The route path of a page: its matrix path under the optional language segment. */
type RoutePathOf<K extends PageId> = `/{-$lang}${(typeof pageMatrix)[K]['path']}`

/**
 * The `to` paths of the generated route tree, with the trailing slash the router adds
 * (`trailingSlash: 'always'`): '/{-$lang}' is the home page, '/{-$lang}/'.
 */
type RouteTo = `${FileRouteTypes['to']}/`

/**
 * The routes of the route tree a page's path matches. A literal path matches its own route
 * only; the doctor's path is computed from the doctor's name (`/about-us/${string}/`), so the
 * type system can only check that a route of that shape exists.
 */
type RouteOf<K extends PageId> = Extract<RouteTo, RoutePathOf<K>>

/** Page ids whose route exists in the route tree. */
export type RoutedPageId = {
  [K in PageId]: [RouteOf<K>] extends [never] ? never : K
}[PageId]

/** Fails to compile while a page of the matrix has no route (the route tree is stale). */
type Unrouted = Exclude<PageId, RoutedPageId>
const everyPageIsRouted: [Unrouted] extends [never] ? true : Unrouted = true
void everyPageIsRouted

/** The route path of a page ('/{-$lang}/contact-us/'), as the router's typed `to`. */
export function routePath<K extends RoutedPageId>(id: K): RouteOf<K> {
  return `/{-$lang}${pageMatrix[id].path}` as RouteOf<K>
}

/** The `{-$lang}` parameter of a language: none for English (no prefix). */
function langParam(locale: Locale): { lang: string | undefined } {
  return { lang: locale === defaultLocale ? undefined : locale }
}

/** The page and language at a rendered path (see rendered.ts); no page on an error screen. */
export function locationOf(pathname: string): { locale: Locale; pageId: PageId | undefined } {
  const { locale, path } = splitLocalePath(pathname)
  const id = pageIdAt(path)
  return { locale, pageId: id && pageExistsIn(id, locale) ? id : undefined }
}

/**
 * The path of the page on screen. It follows the committed page, not the pending location:
 * the old page stays in its language until the new one is ready (rendered.ts).
 * For what is neither a language nor a page: the address an error screen names, or
 * "a navigation happened" for menus that close on one.
 */
export function usePathname(router?: AnyRouter): string {
  return useRouterState({ ...(router ? { router } : {}), select: renderedPathname })
}

/** The language of the page on screen. */
export function useLocale(router?: AnyRouter): Locale {
  return useRouterState({
    ...(router ? { router } : {}),
    select: (state) => splitLocalePath(renderedPathname(state)).locale,
  })
}

/** The page on screen, from the page matrix; undefined on an error screen. */
export function usePageId(): PageId | undefined {
  return useRouterState({ select: (state) => locationOf(renderedPathname(state)).pageId })
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'>

type LinkProps = AnchorProps & {
  /** The page, by its id in the page matrix. */
  to: RoutedPageId
  /** Another language than the one on screen (the language switcher, the language note). */
  locale?: Locale
  hash?: string
  ref?: Ref<HTMLAnchorElement>
  children: ReactNode
}

/**
 * A link to a page of the site. The router navigates client-side (preloading on intent, the
 * router's default) and marks the link of the page on screen with aria-current="page": exact
 * match, ignoring the query string, so a campaign parameter does not hide where the visitor is.
 * Where the page does not exist in the language, only the text is rendered (never a link to a
 * missing page).
 */
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

/** Navigates to a page from code (e.g. after sending the enquiry form), typed like Link. */
export function useNavigateToPage() {
  const navigate = useNavigate()
  const current = useLocale()
  return (to: RoutedPageId, options: { locale?: Locale; replace?: boolean } = {}) =>
    navigate({
      to: routePath(to),
      params: langParam(options.locale ?? current),
      ...(options.replace ? { replace: true } : {}),
    })
}
