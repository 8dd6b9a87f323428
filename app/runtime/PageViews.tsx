import { useLingui } from '@lingui/react'
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { clinic } from '../site/clinic.ts'
import { pushPageView } from './analytics.ts'

/**
 * Pushes a page view to the tag manager's data layer for the first page and after every
 * route change (SPEC section 4), once the new page has rendered and set its title.
 * Renders nothing, and does nothing at all without a configured container.
 */
export function PageViews() {
  const pathname = useRouterState({
    select: (state) => (state.resolvedLocation ?? state.location).pathname,
  })
  const { i18n } = useLingui()
  // One view per page: keyed on the path only (switching language changes the path too);
  // the language is read when the view is pushed.
  useEffect(() => {
    if (!clinic.gtmId) return
    const frame = requestAnimationFrame(() =>
      pushPageView(window, {
        page_path: pathname,
        page_language: i18n.locale,
        page_title: document.title,
      }),
    )
    return () => cancelAnimationFrame(frame)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one view per path (above)
  }, [pathname])
  return null
}
