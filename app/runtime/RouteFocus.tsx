import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

// After a client navigation, a screen reader announces the new page and the keyboard goes on
// from its top, not from the link on the page that is gone. The router has placed the page.
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
