import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { pageHref, type PageId } from '../site/pages.ts'
import { useLocale } from './locale.ts'

/**
 * A link to a page of the site in the current language, from the page matrix. Where that page
 * does not exist in this language, only the text is rendered (never a link to a missing page).
 */
export function PageLink({
  to,
  hash,
  className,
  children,
}: {
  to: PageId
  hash?: string
  className?: string
  children: ReactNode
}) {
  const href = pageHref(to, useLocale())
  if (!href) return <>{children}</>
  return (
    <Link to={href} hash={hash} className={className}>
      {children}
    </Link>
  )
}
