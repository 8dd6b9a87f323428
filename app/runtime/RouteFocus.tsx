import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

// After a client navigation, screen readers and the keyboard start at the new page's top.
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
