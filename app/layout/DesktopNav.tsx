import { useLingui } from '@lingui/react/macro'
import { useRenderedPathname } from '../i18n/rendered.ts'
import { useEffect, useRef, useState } from 'react'
import { splitLocalePath } from '../i18n/locales.ts'
import { Chevron, closeOnLink } from './popup.tsx'
import { inSection, labelText, mainNav, type MenuId, type NavMenu } from './nav.ts'
import { SiteLink } from './SiteLink.tsx'
import { useDismiss } from './useDismiss.ts'

/**
 * The large-screen main navigation. Menus are disclosure buttons (aria-expanded /
 * aria-controls) over plain link lists; which one is open is a single piece of state here,
 * so at most one is open at a time.
 */
export function DesktopNav() {
  const { i18n, t } = useLingui()
  const pathname = useRenderedPathname()
  const { locale, path } = splitLocalePath(pathname)
  const [openMenu, setOpenMenu] = useState<MenuId | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const buttonRefs = useRef(new Map<MenuId, HTMLButtonElement>())

  // Any navigation (a link, the back button) closes an open panel.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- closing after the new page renders
  useEffect(() => setOpenMenu(null), [pathname])

  useDismiss(navRef, openMenu !== null, (reason) => {
    if (reason === 'escape' && openMenu) buttonRefs.current.get(openMenu)?.focus()
    setOpenMenu(null)
  })

  return (
    <nav ref={navRef} className="desktop-nav" aria-label={t`Main`}>
      <ul className="desktop-nav__list">
        {mainNav(locale, 'desktop').map((item) => {
          const active = inSection(path, item.section)
          if (item.kind === 'link') {
            return (
              <li key={item.id}>
                <SiteLink
                  href={item.href}
                  className="desktop-nav__link"
                  data-active={active || undefined}
                >
                  {labelText(i18n, item.label)}
                </SiteLink>
              </li>
            )
          }
          return (
            <MenuItem
              key={item.id}
              menu={item}
              active={active}
              open={openMenu === item.id}
              onToggle={() => setOpenMenu((current) => (current === item.id ? null : item.id))}
              onClose={() => setOpenMenu(null)}
              buttonRef={(button) => {
                if (button) buttonRefs.current.set(item.id, button)
                else buttonRefs.current.delete(item.id)
              }}
            />
          )
        })}
      </ul>
    </nav>
  )
}

interface MenuItemProps {
  menu: NavMenu
  active: boolean
  open: boolean
  onToggle: () => void
  onClose: () => void
  buttonRef: (button: HTMLButtonElement | null) => void
}

function MenuItem({ menu, active, open, onToggle, onClose, buttonRef }: MenuItemProps) {
  const { i18n } = useLingui()
  const panelId = `nav-panel-${menu.id}`
  const cards = menu.entries.some((entry) => entry.description)
  return (
    <li
      className="desktop-nav__menu"
      // Leaving the button and its panel with the mouse closes the panel; touch and pen
      // "leave" on every tap elsewhere, which the outside-press rule already covers.
      onPointerLeave={(event) => {
        if (open && event.pointerType === 'mouse') onClose()
      }}
      // Tabbing on to another item closes this panel. (Focus lost to nothing, e.g. a press on
      // the panel's padding, is not a move; presses outside are handled by useDismiss.)
      onBlur={(event) => {
        if (
          open &&
          event.relatedTarget instanceof Node &&
          !event.currentTarget.contains(event.relatedTarget)
        )
          onClose()
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="desktop-nav__button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        onClick={onToggle}
      >
        {i18n._(menu.label)}
        <Chevron />
      </button>
      <div
        id={panelId}
        className={`desktop-nav__panel popup${menu.entries.filter((entry) => !entry.index).length > 4 ? ' desktop-nav__panel--wide' : ''}`}
        hidden={!open}
        onClick={closeOnLink(onClose)}
      >
        <ul className={cards ? 'nav-cards' : 'nav-links'}>
          {menu.entries.map((entry) => (
            <li key={entry.id} className={entry.index ? 'nav-links__index' : undefined}>
              <SiteLink
                href={entry.href}
                className={
                  cards
                    ? 'nav-card'
                    : `nav-links__link${entry.index ? ' nav-links__link--index' : ''}`
                }
              >
                <span className={cards ? 'nav-card__title' : undefined}>
                  {labelText(i18n, entry.label)}
                </span>
                {entry.description && (
                  <span className="nav-card__text">{i18n._(entry.description)}</span>
                )}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}
