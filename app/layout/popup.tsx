import type { MouseEvent } from 'react'

/* Small pieces shared by the header's popups (navigation panels, chat menu). */

/** Hides a popover panel if it is open (hidePopover throws on a closed one in old browsers). */
export function closePopover(panel: HTMLElement | null) {
  if (panel?.matches(':popover-open')) panel.hidePopover()
}

/** A click handler for a popup: a click on any link inside it closes the popup. */
export function closeOnLink(close: () => void) {
  return (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close()
  }
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
