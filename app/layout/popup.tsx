import type { MouseEvent } from 'react'

/* Small pieces shared by the header's popups (navigation panels, chat menu). */

/** Hides a popover panel if it is open (hidePopover throws on a closed one in old browsers). */
export function closePopover(panel: HTMLElement | null) {
  if (panel?.matches(':popover-open')) panel.hidePopover()
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
