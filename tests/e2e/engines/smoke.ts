// Lean on purpose, several checks per page load: the detailed behaviour is in the Chromium specs.
// Functions passed to `driver.run` execute in the page: they use only their arguments.
import { expect } from '@playwright/test'
import { localeRecord, locales, localizePath } from '../../../app/i18n/locales.ts'
import { pageHref } from '../../../app/site/pages.ts'
import { until, type Driver } from './driver.ts'
import { tr } from '../support/catalog.ts'
import { plain } from '../support/enquiry.ts'

type Step = (name: string, body: () => Promise<void>) => Promise<void>

const visible = (selector: string) => {
  const element = document.querySelector(selector)
  if (!element) return false
  const box = element.getBoundingClientRect()
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
}
const hidden = (selector: string) => {
  const element = document.querySelector(selector)
  return !element || element.getBoundingClientRect().width === 0
}
/** A mark on the window: it survives a client-side navigation, not a page load. */
const mark = () => void ((window as unknown as { smokeMark: boolean }).smokeMark = true)
const marked = () => (window as unknown as { smokeMark?: boolean }).smokeMark === true
/** The new page is shown and its heading has focus (RouteFocus). */
const arrivedAt = (path: string) =>
  location.pathname === path &&
  document.activeElement !== null &&
  document.activeElement === document.querySelector('main h1')
/** The selector of the text field (or, with `checkbox`, the checkbox) whose label reads `text`,
 * its required mark aside: fields are found by their labels, as a person finds them (the
 * Email option of a choice is no email field). '' when no label reads so. */
const controlLabelled = (text: string, checkbox: boolean) => {
  const read = (label: HTMLLabelElement) =>
    (label.textContent ?? '')
      .replace(/\s+/g, ' ')
      .replace(/\s*\*$/, '')
      .trim()
  const control = [...document.querySelectorAll('label')]
    .filter((label) => read(label) === text)
    .map((label) => label.control)
    .find(
      (each) =>
        each?.id &&
        (each instanceof HTMLInputElement ? each.type : 'text') !== 'radio' &&
        (each instanceof HTMLInputElement && each.type === 'checkbox') === checkbox,
    )
  return control ? `#${CSS.escape(control.id)}` : ''
}
const centreOf = (selector: string) => {
  const box = document.querySelector(selector)!.getBoundingClientRect()
  return { x: box.left + box.width / 2, y: box.top + box.height / 2, bottom: box.bottom }
}

const phraseLines = () => {
  const root = document.querySelector('main h1 jp-phrases')!.shadowRoot!
  const tops = new Set<number>()
  const split: string[] = []
  for (const node of root.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)))
    lines.forEach((top) => tops.add(top))
    if (lines.size > 1) split.push(node.textContent ?? '')
  }
  return { lines: tops.size, split }
}

export async function smoke(driver: Driver, phone: boolean, step: Step) {
  await step('pages in four languages load, in their language, without overflow', async () => {
    for (const locale of locales) {
      await driver.goto(pageHref('home', locale)!)
      const page = await driver.run(() => ({
        lang: document.documentElement.lang,
        h1: document.querySelector('main h1')?.textContent?.trim() ?? '',
        overflow: document.scrollingElement!.scrollWidth - window.innerWidth,
      }))
      expect(page.lang, `${locale} home page`).toBe(localeRecord[locale].tag)
      expect(page.h1, `${locale} home page`).not.toBe('')
      expect(page.overflow, `${locale} home page: horizontal overflow`).toBeLessThanOrEqual(0)
    }
    // The Japanese heading breaks between phrases only (none of these browsers has auto-phrase).
    await until(driver, 'the Japanese heading shows its phrases', () =>
      Boolean(document.querySelector('main h1 jp-phrases')?.shadowRoot?.querySelector('wbr')),
    )
    const heading = await driver.run(phraseLines)
    expect(heading.split, 'phrases of the Japanese heading broken across lines').toEqual([])
    if (phone) expect(heading.lines, 'lines of the Japanese heading').toBeGreaterThan(1)
  })

  if (phone) await phoneShell(driver, step)
  else await desktopShell(driver, step)

  await step(
    'the language switcher: other languages of the page, the others disabled',
    async () => {
      await driver.goto(pageHref('team', 'en')!)
      const scope = phone ? '#site-sidebar' : '.site-header__tools'
      if (phone) await openSidebar(driver)
      const items = await driver.run(
        (selector) =>
          [...document.querySelectorAll(`${selector} .lang-switcher__item`)].map(
            (item) => `${item.tagName}:${item.getAttribute('aria-disabled') ?? ''}`,
          ),
        scope,
      )
      // The team page is in English only.
      expect(items).toEqual(['A:', 'SPAN:true', 'SPAN:true', 'SPAN:true'])
      await driver.goto(pageHref('contact', 'en')!)
      if (phone) await openSidebar(driver)
      await driver.run(mark)
      await driver.click(`${scope} a[lang="${localeRecord.jp.tag}"]`)
      const target = pageHref('contact', 'jp')!
      await until(driver, `the switcher led to ${target}`, arrivedAt, target)
      await until(
        driver,
        'the page is in Japanese',
        (tag) => document.documentElement.lang === tag,
        localeRecord.jp.tag,
      )
      expect(await driver.run(marked), 'a client-side navigation, no page load').toBe(true)
      expect(await driver.run(() => document.cookie)).toContain('i18n_redirected=jp')
      if (phone)
        await until(driver, 'the sidebar closed', () => !document.querySelector('dialog[open]'))
    },
  )

  await step(
    'the enquiry form lists its errors as links first, then leads to the thank-you page',
    async () => {
      await driver.goto(pageHref('contact', 'en')!)
      await driver.click('#enquiry-form button[type=submit]')
      await until(driver, 'the error summary with a link to each field in error', () => {
        const links = [...document.querySelectorAll('#enquiry-summary a')]
        return (
          links.length >= 3 &&
          links.every((link) => document.getElementById(link.getAttribute('href')!.slice(1)))
        )
      })
      const field = async (label: string, checkbox = false) => {
        const selector = await driver.run(controlLabelled, label, checkbox)
        expect(selector, `the field labelled "${label}"`).not.toBe('')
        return selector
      }
      await driver.type(await field(tr('en', 'Full name')), 'Smoke Test Patient')
      await driver.type(await field(tr('en', 'Phone (mobile or home)')), '91234567')
      await driver.type(await field(tr('en', 'Email')), 'patient@example.com')
      await driver.type(await field(tr('en', 'How can we help?')), 'A cross-browser check.')
      await driver.click(
        await field(
          plain(
            tr(
              'en',
              'I agree that the clinic may collect and use the details in this form to respond to my enquiry and arrange care, as described in the <0>privacy policy</0>. *',
            ),
          ).replace(/\s*\*$/, ''),
          true,
        ),
      )
      await driver.click('#enquiry-form button[type=submit]')
      await until(driver, 'the thank-you page', arrivedAt, pageHref('thankYou', 'en')!)
      await until(driver, 'the enquiry reference', () =>
        /^[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(
          document.querySelector('[data-testid="enquiry-reference"]')?.textContent ?? '',
        ),
      )
    },
  )

  await step('an address with a hash scrolls to its target, below the fixed header', async () => {
    await driver.goto(`${pageHref('contact', 'en')!}#enquiry-form`)
    await until(driver, 'the form is at the top of the window, below the header', () => {
      const top = document.getElementById('enquiry-form')!.getBoundingClientRect().top
      const header = document.querySelector('header.site-header')!.getBoundingClientRect().bottom
      return top >= header - 1 && top < header + 80
    })
  })

  await step('each page keeps answering as the window crosses 1024 px, both ways', async () => {
    await acrossTheBreakpoint(driver, phone)
  })

  const errors = await driver.errors()
  expect(errors, 'console errors').toEqual([])
}

// An iPad turned, Split View, a desktop window narrowed: WebKit 2.50 hung for good on the
// narrowing (ADR 0012, "WebKit and position-try-fallbacks"). A desktop session narrows first,
// a phone session widens first; after each crossing the page's script runs and a menu opens.
async function acrossTheBreakpoint(driver: Driver, phone: boolean) {
  const { width, height } = await driver.run(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
  }))
  const sizes = phone ? [1100, width] : [1000, width]
  const pages = [pageHref('home', 'en')!, pageHref('team', 'en')!, pageHref('contact', 'cn')!]
  for (const path of pages) {
    await driver.goto(path)
    for (const to of sizes) {
      await driver.resize(to, height)
      await until(
        driver,
        `${path} answers at ${to} px`,
        (expected) => window.innerWidth === expected,
        to,
      )
      if (to >= 1024) {
        const button = 'button[aria-controls="nav-panel-about"]'
        await driver.click(button)
        await until(driver, `About opens on ${path} at ${to} px`, visible, '#nav-panel-about')
        await driver.click(button)
        await until(driver, `About closes on ${path} at ${to} px`, hidden, '#nav-panel-about')
      } else {
        await openSidebar(driver)
        await driver.press('Escape')
        await until(
          driver,
          `the sidebar closes on ${path} at ${to} px`,
          () => !(document.querySelector('dialog#site-sidebar') as HTMLDialogElement).open,
        )
      }
    }
  }
}

async function desktopShell(driver: Driver, step: Step) {
  await step(
    'each dropdown and the chat menu open under their button, one at a time, and close',
    async () => {
      await driver.goto(pageHref('home', 'en')!)
      const buttons = await driver.run(() =>
        [...document.querySelectorAll('.desktop-nav__button, .chat-menu__button')].map((button) =>
          button.getAttribute('aria-controls')!,
        ),
      )
      expect(buttons).toHaveLength(5)
      for (const panel of buttons) {
        const button = `button[aria-controls="${panel}"]`
        await driver.click(button)
        await until(driver, `#${panel} is open`, visible, `#${panel}`)
        const placement = await driver.run(
          (buttonSelector, panelSelector) => {
            const b = document.querySelector(buttonSelector)!.getBoundingClientRect()
            const p = document.querySelector(panelSelector)!.getBoundingClientRect()
            const open = [...document.querySelectorAll('.popup')].filter(
              (popup) => popup.getBoundingClientRect().width > 0,
            ).length
            return {
              gap: Math.round(p.top - b.bottom),
              overlap: Math.min(p.right, b.right) - Math.max(p.left, b.left),
              inWindow: p.left >= 0 && p.right <= window.innerWidth,
              open,
            }
          },
          button,
          `#${panel}`,
        )
        const where = `#${panel}: ${JSON.stringify(placement)}`
        expect(placement.gap, `${where}: the gap under its button`).toBeGreaterThanOrEqual(0)
        expect(placement.gap, `${where}: the gap under its button`).toBeLessThanOrEqual(12)
        expect(placement.overlap, `${where}: level with its button`).toBeGreaterThanOrEqual(20)
        expect(placement.inWindow, `${where}: inside the window`).toBe(true)
        expect(placement.open, `${where}: the only panel open`).toBe(1)
        await driver.click(button)
        await until(driver, `#${panel} closed again`, hidden, `#${panel}`)
      }
    },
  )

  await step(
    'a menu stays open on the way to its panel and past it; outside click and Escape close it',
    async () => {
      const button = 'button[aria-controls="nav-panel-about"]'
      const panel = '#nav-panel-about'
      await driver.click(button)
      await until(driver, 'About is open', visible, panel)
      const start = await driver.run(centreOf, button)
      const link = await driver.run(centreOf, `${panel} a`)
      await driver.moveTo(start.x, start.y)
      await driver.moveTo(link.x, link.y, 8)
      // Still open once the pointer rests on the panel's first link (checked after the moves).
      expect(await driver.run(visible, panel), 'About open with the pointer on its panel').toBe(
        true,
      )
      // Past it too (a hand with a tremor overshoots): only a click outside closes it.
      await driver.moveTo(5, 600, 4)
      expect(await driver.run(visible, panel), 'About open with the pointer outside').toBe(true)
      await driver.clickAt(5, 600)
      await until(driver, 'an outside click closed About', hidden, panel)

      // Escape with focus in the panel. (Where focus goes then is the browser's: WebKit does not
      // focus a clicked button, so it has nothing to give focus back to; header.spec.ts checks it.)
      await driver.click(button)
      await until(driver, 'About is open', visible, panel)
      await driver.run(
        (selector) => document.querySelector<HTMLElement>(selector)!.focus(),
        `${panel} a`,
      )
      await driver.press('Escape')
      await until(driver, 'Escape closed About', hidden, panel)
    },
  )

  await step('a link in a menu navigates client-side and closes it', async () => {
    await driver.run(mark)
    await driver.click('button[aria-controls="nav-panel-about"]')
    await until(driver, 'About is open', visible, '#nav-panel-about')
    await driver.click(`#nav-panel-about a[href="${pageHref('doctor', 'en')}"]`)
    await until(driver, 'the doctor page', arrivedAt, pageHref('doctor', 'en')!)
    await until(driver, 'About closed', hidden, '#nav-panel-about')
    expect(await driver.run(marked), 'the menu link navigated client-side').toBe(true)
    await driver.click(`.desktop-nav__link[href="${pageHref('contact', 'en')}"]`)
    await until(driver, 'the contact page', arrivedAt, pageHref('contact', 'en')!)
    expect(await driver.run(marked), 'the navigation link navigated client-side').toBe(true)
  })
}

async function openSidebar(driver: Driver) {
  await driver.click('header button.menu-button')
  await until(driver, 'the sidebar is open and in view', () => {
    const dialog = document.querySelector('dialog#site-sidebar') as HTMLDialogElement
    return dialog.open && Math.round(dialog.getBoundingClientRect().left) === 0
  })
}

async function phoneShell(driver: Driver, step: Step) {
  const closed = () => !(document.querySelector('dialog#site-sidebar') as HTMLDialogElement).open
  await step(
    'the sidebar opens from the Menu button; its button, Escape and the backdrop close it',
    async () => {
      await driver.goto(pageHref('home', 'en')!)
      await openSidebar(driver)
      await driver.click('#site-sidebar .sidebar__top button')
      await until(driver, 'the close button closed the sidebar', closed)
      await openSidebar(driver)
      await driver.press('Escape')
      await until(driver, 'Escape closed the sidebar', closed)
      await openSidebar(driver)
      const size = await driver.run(() => ({ width: innerWidth, height: innerHeight }))
      await driver.clickAt(size.width - 8, size.height / 2)
      await until(driver, 'a press on the backdrop closed the sidebar', closed)
    },
  )

  await step('a link in the sidebar navigates client-side and closes it', async () => {
    await driver.run(mark)
    await openSidebar(driver)
    const about = '#site-sidebar details:has(a[href*="/about-us/"]) > summary'
    await driver.click(about)
    const doctor = pageHref('doctor', 'en')!
    await until(driver, 'the About group is open', visible, `#site-sidebar a[href="${doctor}"]`)
    await driver.click(`#site-sidebar a[href="${doctor}"]`)
    await until(driver, 'the doctor page', arrivedAt, doctor)
    await until(driver, 'the sidebar closed', closed)
    expect(await driver.run(marked), 'the sidebar link navigated client-side').toBe(true)
    const contact = localizePath('/contact-us/', 'en')
    await openSidebar(driver)
    await driver.click(`#site-sidebar .sidebar-nav__link[href="${contact}"]`)
    await until(driver, 'the contact page', arrivedAt, contact)
    expect(await driver.run(marked), 'the sidebar link navigated client-side').toBe(true)
  })
}
