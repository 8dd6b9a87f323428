import type { MouseEvent } from 'react'
import { setFallbackPopupOpen } from './early-fallbacks.ts'

/** Without it `:popover-open` throws, and the early script runs the panels. */
export function hasPopoverApi(): boolean {
  return typeof HTMLElement !== 'undefined' && Object.hasOwn(HTMLElement.prototype, 'popover')
}

export function isPopupOpen(panel: HTMLElement): boolean {
  return hasPopoverApi() ? panel.matches(':popover-open') : panel.hasAttribute('data-open')
}

/** hidePopover throws on a closed panel in old browsers. */
export function closePopover(panel: HTMLElement | null) {
  if (!panel || !isPopupOpen(panel)) return
  if (hasPopoverApi()) panel.hidePopover()
  else setFallbackPopupOpen(panel, false)
}

export function isLinkClick(event: MouseEvent): boolean {
  return event.target instanceof Element && event.target.closest('a[href]') !== null
}

export function Chevron() {
  return (
    <svg className="chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3.5 6 8 10.5 12.5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
