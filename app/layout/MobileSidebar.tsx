import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type MouseEvent } from 'react'
import { Link, useLocale, usePageId, usePathname } from '../i18n/navigation.tsx'
import { ContactLines } from './ContactLines.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { inSection, labelText, mainNav } from './nav.ts'
import { Chevron, isLinkClick } from './popup.tsx'
import { useSidebar } from './sidebar-state.tsx'

export const sidebarId = 'site-sidebar'

// A modal <dialog> with invoker commands, working before hydration (ADR 0004).
export function MobileSidebar() {
  const { i18n, t } = useLingui()
  const { open, setOpen, menuButtonRef } = useSidebar()
  const dialogRef = useRef<HTMLDialogElement>(null)
  // A text selection dragged out of the panel also ends in a click on the <dialog> itself.
  const pressedOnBackdrop = useRef(false)
  const locale = useLocale()
  const pageId = usePageId()
  const pathname = usePathname()

  useEffect(() => setOpen(false), [pathname, setOpen])

  const adopted = useRef(false)
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!adopted.current) {
      adopted.current = true
      // Opened before hydration (the Menu button's invoker command): keep it open, and say so.
      if (dialog.open && !open) return setOpen(true)
    }
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open, setOpen])

  const close = () => setOpen(false)

  return (
    <dialog
      ref={dialogRef}
      id={sidebarId}
      className="sidebar"
      aria-label={t({
        comment:
          'The navigation menu on phones: the button that opens it, and its name and heading.',
        message: 'Menu',
      })}
      closedby="any"
      // A late close (WebKit, busy phone) may follow a navigation that focused the new heading.
      onClose={(event) => {
        setOpen(false)
        const focused = document.activeElement
        if (!focused || focused === document.body || event.currentTarget.contains(focused))
          menuButtonRef.current?.focus()
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event: MouseEvent<HTMLDialogElement>) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) close()
        else if (isLinkClick(event)) close()
      }}
    >
      <div className="sidebar__panel">
        <div className="sidebar__top">
          <span className="sidebar__title" aria-hidden="true">
            <Trans comment="The navigation menu on phones: the button that opens it, and its name and heading.">
              Menu
            </Trans>
          </span>
          <button
            type="button"
            className="icon-button"
            onClick={close}
            aria-label={t({
              comment: 'Button (an X icon) that closes the navigation menu on phones.',
              message: 'Close menu',
            })}
            commandfor={sidebarId}
            command="close"
          >
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6 6 18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        {/* 995 first, for a visitor with chest pain; then the languages. */}
        <ContactLines />
        <LanguageSwitcher />
        <nav
          className="sidebar-nav"
          aria-label={t({
            comment: 'Name of the main navigation, read by screen readers as “Main navigation”.',
            message: 'Main',
          })}
        >
          <ul className="sidebar-nav__list">
            {mainNav(locale, 'mobile').map((item) => {
              const active = inSection(pageId, item.section)
              if (item.kind === 'link') {
                return (
                  <li key={item.id}>
                    <Link
                      to={item.id}
                      className="sidebar-nav__link"
                      data-active={active || undefined}
                    >
                      {labelText(i18n, item.label)}
                    </Link>
                  </li>
                )
              }
              return (
                <li key={item.id}>
                  <details
                    className="sidebar-nav__group"
                    name="sidebar-group"
                    open={active || undefined}
                    data-active={active || undefined}
                  >
                    <summary className="sidebar-nav__summary">
                      {i18n._(item.label)}
                      <Chevron />
                    </summary>
                    <ul className="sidebar-nav__sublist">
                      {item.entries.map((entry) => (
                        <li key={entry.id}>
                          <Link
                            to={entry.id}
                            className={`sidebar-nav__sublink${entry.index ? ' sidebar-nav__sublink--index' : ''}`}
                          >
                            {labelText(i18n, entry.label)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              )
            })}
          </ul>
        </nav>
        <Link to="contact" className="button button--primary sidebar__enquire">
          <Trans comment="Button leading to the enquiry form, where patients ask for an appointment (header and phone menu). Keep it short.">
            Enquire
          </Trans>
        </Link>
      </div>
    </dialog>
  )
}
