import type { MouseEvent } from 'react'
import { setFallbackPopupOpen } from './early-fallbacks.ts'

/* Small pieces shared by the header's popups (navigation panels, chat menu). */

/**
 * Whether the browser has the Popover API (Chrome 114, Safari 17, Firefox 125). Without it the
 * `:popover-open` selector throws and the early script (early-fallbacks.ts) runs the panels.
 */
export function hasPopoverApi(): boolean {
  return typeof HTMLElement !== 'undefined' && Object.hasOwn(HTMLElement.prototype, 'popover')
}

/** Whether a popup panel is open, natively or by the early script's fallback. */
export function isPopupOpen(panel: HTMLElement): boolean {
  return hasPopoverApi() ? panel.matches(':popover-open') : panel.hasAttribute('data-open')
}

/** Hides a popup panel if it is open (hidePopover throws on a closed one in old browsers). */
export function closePopover(panel: HTMLElement | null) {
  if (!panel || !isPopupOpen(panel)) return
  if (hasPopoverApi()) panel.hidePopover()
  else setFallbackPopupOpen(panel, false)
}

/** Whether a click inside a popup was on a link (a click on any link closes the popup). */
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
