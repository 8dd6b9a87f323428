import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * After a client navigation, focus moves to the new page's main heading, as accessible SPA
 * routers do: a screen reader announces the new page, and the keyboard continues from its
 * top instead of from the link clicked on the page that is gone. Not on the first load (the
 * browser's own page-load behaviour applies), not for a hash target (the browser goes there),
 * and without scrolling (the router has just placed the page).
 */
export function RouteFocus() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!event.fromLocation || !event.pathChanged || event.toLocation.hash) return
        const target =
          document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main')
        if (!target) return
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
        target.focus({ preventScroll: true })
      }),
    [router],
  )
  return null
}
