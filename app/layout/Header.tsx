import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type RefObject } from 'react'
import { clinic } from '../site/clinic.ts'
import { Link } from '../i18n/navigation.tsx'
import { ChatMenu } from './ChatMenu.tsx'
import { PhoneIcon } from './ContactLines.tsx'
import { DesktopNav } from './DesktopNav.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { MobileSidebar, sidebarId } from './MobileSidebar.tsx'
import { SidebarProvider, useSidebar } from './sidebar-state.tsx'

// Both layouts in the HTML, a media query picks one: nothing shifts (ADR 0009, 0017).
export function Header() {
  const headerRef = useRef<HTMLElement>(null)
  useHeaderHeight(headerRef)
  return (
    <SidebarProvider>
      <header ref={headerRef} className="site-header">
        <div className="site-header__inner site-header__bar">
          <Logo />
          <EmergencyCall />
          <div className="site-header__tools only-desktop">
            <ChatMenu />
            <LanguageSwitcher />
            <Link to="contact" className="button button--primary site-header__enquire">
              <Trans comment="Button leading to the enquiry form, where patients ask for an appointment (header and phone menu). Keep it short.">
                Enquire
              </Trans>
            </Link>
          </div>
          <MenuButton />
        </div>
        <div className="site-header__nav only-desktop">
          <div className="site-header__inner">
            <DesktopNav />
          </div>
        </div>
      </header>
      <MobileSidebar />
    </SidebarProvider>
  )
}

function useHeaderHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = ref.current
    if (!header || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    // Not a custom property on the root: all inherit it, and setting it restyles the page (ADR 0019).
    let first = true
    const observer = new ResizeObserver(() => {
      const height = `${header.offsetHeight}px`
      header.style.setProperty('--header-height', height)
      root.style.scrollPaddingTop = `calc(${height} + 1rem)`
      if (first) revealHashTarget(header)
      first = false
    })
    observer.observe(header)
    return () => {
      observer.disconnect()
      header.style.removeProperty('--header-height')
      root.style.removeProperty('scroll-padding-top')
    }
  }, [ref])
}

/** Re-reveals a #target a wrapped header covers (ADR 0019), unless the visitor scrolled elsewhere. */
function revealHashTarget(header: HTMLElement) {
  let id: string
  try {
    id = decodeURIComponent(window.location.hash.slice(1))
  } catch {
    return
  }
  const target = id ? document.getElementById(id) : null
  if (!target) return
  const top = target.getBoundingClientRect().top
  if (top >= 0 && top < header.getBoundingClientRect().bottom) target.scrollIntoView()
}

function Logo() {
  return (
    <Link to="home" className="logo">
      <svg className="logo__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path
          d="M20 35.5 6.6 22.4A8.7 8.7 0 0 1 20 11.3a8.7 8.7 0 0 1 13.4 11.1z"
          fill="currentColor"
        />
        <path
          d="M7 22h8l2.5-5 4 9 2.5-4H33"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo__name">{clinic.clinicName}</span>
    </Link>
  )
}

// In the header bar on every page: a visitor with chest pain dials 995 with one tap.
function EmergencyCall() {
  const { t } = useLingui()
  return (
    <a
      className="header-emergency"
      href="tel:995"
      data-contact="995"
      aria-label={t({
        comment:
          'Accessible name of the 995 call link in the header (it shows only a phone icon and 995). Keep "995" in it.',
        message: 'Emergency: call 995',
      })}
    >
      <PhoneIcon />
      995
    </a>
  )
}

function MenuButton() {
  const { t } = useLingui()
  const { setOpen, menuButtonRef } = useSidebar()
  return (
    <button
      ref={menuButtonRef}
      type="button"
      className="menu-button only-mobile"
      aria-haspopup="dialog"
      aria-controls={sidebarId}
      // ADR 0004. No aria-expanded: HTML forbids it on a button with a command.
      commandfor={sidebarId}
      command="show-modal"
      onClick={() => setOpen(true)}
    >
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 7h16M4 12h16M4 17h16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      <span className="menu-button__label">
        {t({
          comment:
            'The navigation menu on phones: the button that opens it, and its name and heading.',
          message: 'Menu',
        })}
      </span>
    </button>
  )
}
