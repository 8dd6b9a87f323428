import { Trans } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { ContactLines } from './ContactLines.tsx'
import { Chevron, closeOnLink } from './popup.tsx'
import { useDismiss } from './use-dismiss.ts'

/** "Chat with us": a disclosure button whose panel lists the quick contact options. */
export function ChatMenu() {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  useDismiss(rootRef, open, (reason) => {
    setOpen(false)
    if (reason === 'escape') buttonRef.current?.focus()
  })
  return (
    <div className="chat-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="chat-menu__button"
        aria-expanded={open}
        aria-controls="chat-menu-panel"
        onClick={() => setOpen((value) => !value)}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4V5a1 1 0 0 1 1-1z" />
        </svg>
        <Trans comment="Header button opening the ways to reach the clinic: a phone call, WhatsApp and the clinic's emergency line. There is no chat on the site: do not translate as chat.">
          Chat with us
        </Trans>
        <Chevron />
      </button>
      <div
        id="chat-menu-panel"
        className="chat-menu__panel popup"
        hidden={!open}
        onClick={closeOnLink(() => setOpen(false))}
      >
        <ContactLines />
      </div>
    </div>
  )
}
