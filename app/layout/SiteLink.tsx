import { Link } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  ref?: Ref<HTMLAnchorElement>
}

/**
 * An internal link from the page matrix's localized hrefs ('/cn/contact-us/').
 * The router navigates client-side (preloading on intent) and marks the link of the page
 * being shown with aria-current="page". Exact match, ignoring the query string: a campaign
 * parameter must not hide where the visitor is.
 */
export function SiteLink({ href, ...props }: Props) {
  return <Link to={href} activeOptions={{ exact: true, includeSearch: false }} {...props} />
}
