import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { Link, useLocale, usePageId, usePathname } from '../i18n/navigation.tsx'
import { Chevron, closePopover, isLinkClick } from './popup.tsx'
import { inSection, labelText, mainNav, type NavMenu } from './nav.ts'

// Popovers work before hydration. Not closed on mouse leave: a hand with a tremor overshoots.
export function DesktopNav() {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const pageId = usePageId()
  const pathname = usePathname()
  const navRef = useRef<HTMLElement>(null)

  // Hydration is no navigation: a panel opened before it stays open.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    navRef.current?.querySelectorAll<HTMLElement>('[popover]').forEach(closePopover)
  }, [pathname])

  return (
    <nav ref={navRef} className="desktop-nav" aria-label={t`Main`}>
      <ul className="desktop-nav__list">
        {mainNav(locale, 'desktop').map((item) => {
          const active = inSection(pageId, item.section)
          if (item.kind === 'link') {
            return (
              <li key={item.id}>
                <Link to={item.id} className="desktop-nav__link" data-active={active || undefined}>
                  {labelText(i18n, item.label)}
                </Link>
              </li>
            )
          }
          return <MenuItem key={item.id} menu={item} active={active} />
        })}
      </ul>
    </nav>
  )
}

interface MenuItemProps {
  menu: NavMenu
  active: boolean
}

function MenuItem({ menu, active }: MenuItemProps) {
  const { i18n } = useLingui()
  const panelId = `nav-panel-${menu.id}`
  const cards = menu.entries.some((entry) => entry.description)
  const panelRef = useRef<HTMLDivElement>(null)
  const onClose = () => closePopover(panelRef.current)
  return (
    <li
      className="desktop-nav__menu"
      onBlur={(event) => {
        if (
          event.relatedTarget instanceof Node &&
          !event.currentTarget.contains(event.relatedTarget)
        )
          onClose()
      }}
    >
      <button
        type="button"
        className="desktop-nav__button"
        aria-controls={panelId}
        data-active={active || undefined}
        popoverTarget={panelId}
      >
        {i18n._(menu.label)}
        <Chevron />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={`desktop-nav__panel popup${menu.entries.filter((entry) => !entry.index).length > 4 ? ' desktop-nav__panel--wide' : ''}`}
        popover="auto"
        onClick={(event) => {
          if (isLinkClick(event)) onClose()
        }}
      >
        <ul className={cards ? 'nav-cards' : 'nav-links'}>
          {menu.entries.map((entry) => (
            <li key={entry.id} className={entry.index ? 'nav-links__index' : undefined}>
              <Link
                to={entry.id}
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
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}
