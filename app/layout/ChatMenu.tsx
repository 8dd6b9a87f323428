import { Trans } from '@lingui/react/macro'
import { useRef } from 'react'
import { ContactLines } from './ContactLines.tsx'
import { Chevron, closePopover, isLinkClick } from './popup.tsx'

export function ChatMenu() {
  const panelRef = useRef<HTMLDivElement>(null)
  const close = () => closePopover(panelRef.current)
  return (
    <div
      className="chat-menu"
      onBlur={(event) => {
        if (
          event.relatedTarget instanceof Node &&
          !event.currentTarget.contains(event.relatedTarget)
        )
          close()
      }}
    >
      <button
        type="button"
        className="chat-menu__button"
        aria-controls="chat-menu-panel"
        popoverTarget="chat-menu-panel"
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4V5a1 1 0 0 1 1-1z" />
        </svg>
        <Trans comment="Header button (the spec's chat-with-us menu) opening the ways to reach the clinic: 995 for emergencies, a phone call, WhatsApp and the clinic's after-hours line. Say what it holds; there is no chat on the site: do not translate as chat.">
          Call or WhatsApp
        </Trans>
        <Chevron />
      </button>
      <div
        ref={panelRef}
        id="chat-menu-panel"
        className="chat-menu__panel popup"
        data-align="end"
        popover="auto"
        onClick={(event) => {
          if (isLinkClick(event)) close()
        }}
      >
        <ContactLines />
      </div>
    </div>
  )
}
