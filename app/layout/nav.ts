// No language lists here: an entry shows where its page exists in the page matrix.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '../i18n/locales.ts'
import { doctorName } from '../content/doctor-name.ts'
import { conditionNames, mediaNames, serviceNames } from '../content/page-names.ts'
import { serviceRows, type ServicePageId } from '../site/medical-pages.ts'
import { pageHref, pageMatrix, type PageId, type PagesUnder } from '../site/pages.ts'

type AboutPageId = PagesUnder<'/about-us/'>

export type Label = MessageDescriptor | { text: (i18n: I18n) => string }

export function labelText(i18n: I18n, label: Label): string {
  return 'text' in label ? label.text(i18n) : i18n._(label)
}

const serviceLabels = Object.fromEntries(
  (Object.keys(serviceRows) as ServicePageId[])
    .sort((a, b) => serviceRows[a].menu - serviceRows[b].menu)
    .map((id) => [id, serviceNames[id]]),
) as Record<ServicePageId, MessageDescriptor>

const aboutCards = {
  doctor: {
    label: { text: doctorName },
    description: msg({
      comment: "Text under the doctor's name on a card in the About us menu.",
      message: 'Our cardiologist',
    }),
  },
  team: {
    label: msg({
      comment: 'Title of a card in the About us menu, the team page.',
      message: 'Our team',
    }),
    description: msg({
      comment: 'Text of the card “Our team” in the About us menu.',
      message: 'The clinic and the people who will care for you',
    }),
  },
} as const satisfies Record<AboutPageId, { label: Label; description: MessageDescriptor }>

const aboutMobileLabels = {
  doctor: msg({
    comment: 'About us menu link on phones and in the footer.',
    message: 'Our specialist',
  }),
  team: msg({ comment: 'About us menu link on phones and in the footer.', message: 'Our clinic' }),
} as const satisfies Record<AboutPageId, MessageDescriptor>

const navLabels = {
  home: msg({ comment: 'Main menu item (header, phone menu and footer).', message: 'Home' }),
  about: msg({ comment: 'Main menu item (header, phone menu and footer).', message: 'About us' }),
  services: msg({
    comment: 'Main menu item (header, phone menu and footer).',
    message: 'Services',
  }),
  conditions: msg({
    comment:
      'Main menu item (header, phone menu and footer): the heart conditions (diseases) the site explains.',
    message: 'Conditions',
  }),
  mediaAndEvents: msg({
    comment: 'Main menu item (header, phone menu and footer).',
    message: 'Media and events',
  }),
  contact: msg({
    comment: 'Main menu item (header, phone menu and footer).',
    message: 'Contact us',
  }),
  feesAndInsurance: msg({
    comment:
      'Main menu item (header, phone menu and footer): the page about fees, insurance and payment.',
    message: 'Fees and insurance',
  }),
  blog: msg({
    comment: 'Main menu item (header, phone menu and footer).',
    message: 'Health articles',
  }),
  allServices: msg({
    comment: 'Last link of the Services menu, to the page listing every service of the clinic.',
    message: 'All services',
  }),
} as const

export type MenuId = 'about' | 'services' | 'conditions' | 'mediaAndEvents'

export interface NavEntry {
  id: PageId
  href: string
  label: Label
  description?: MessageDescriptor
  index?: true
}

export interface NavLink extends NavEntry {
  kind: 'link'
  section?: string
}

export interface NavMenu {
  kind: 'menu'
  id: MenuId
  label: MessageDescriptor
  section: string
  entries: NavEntry[]
}

export type NavItem = NavLink | NavMenu

type Variant = 'desktop' | 'mobile'

function entriesOf<K extends PageId>(
  table: Record<K, MessageDescriptor | { label: Label; description: MessageDescriptor }>,
  locale: Locale,
): NavEntry[] {
  return (Object.keys(table) as K[]).flatMap((id) => {
    const href = pageHref(id, locale)
    if (!href) return []
    const value = table[id]
    const entry: NavEntry =
      'label' in value
        ? { id, href, label: value.label, description: value.description }
        : { id, href, label: value }
    return [entry]
  })
}

function menu(id: MenuId, section: string, entries: NavEntry[]): NavMenu[] {
  return entries.length > 0 ? [{ kind: 'menu', id, label: navLabels[id], section, entries }] : []
}

function link(id: PageId, label: MessageDescriptor, locale: Locale, section?: string): NavLink[] {
  const href = pageHref(id, locale)
  return href ? [{ kind: 'link', id, href, label, ...(section ? { section } : {}) }] : []
}

// Services is a menu where the language has service pages, else a link to the services index.
export function mainNav(locale: Locale, variant: Variant): NavItem[] {
  const serviceEntries = entriesOf(serviceLabels, locale)
  const servicesIndex = pageHref('servicesIndex', locale)
  const allServices: NavEntry[] = servicesIndex
    ? [{ id: 'servicesIndex', href: servicesIndex, label: navLabels.allServices, index: true }]
    : []
  const services =
    serviceEntries.length > 0
      ? menu('services', '/services/', [...serviceEntries, ...allServices])
      : link('servicesIndex', navLabels.services, locale, '/services/')
  return [
    ...link('home', navLabels.home, locale),
    ...menu(
      'about',
      '/about-us/',
      entriesOf(variant === 'desktop' ? aboutCards : aboutMobileLabels, locale),
    ),
    ...services,
    ...menu('conditions', '/conditions/', entriesOf(conditionNames, locale)),
    ...menu('mediaAndEvents', '/media-and-events/', entriesOf(mediaNames, locale)),
    ...link('feesAndInsurance', navLabels.feesAndInsurance, locale),
    ...link('contact', navLabels.contact, locale),
  ]
}

const footerLabels = {
  overseasPatients: msg({
    comment:
      'Footer link to the page for patients coming from abroad; also that page’s title and main heading.',
    message: 'Overseas patients',
  }),
  privacyPolicy: msg({
    comment: 'Footer link to the privacy policy; also that page’s title and main heading.',
    message: 'Privacy policy',
  }),
} as const

/** The footer's site map, the way to every page where menus cannot open (ADR 0012). */
export function siteMap(locale: Locale): { links: NavLink[]; groups: NavMenu[] } {
  const nav = mainNav(locale, 'mobile')
  return {
    links: [
      ...nav.filter((item) => item.kind === 'link'),
      ...link('blog', navLabels.blog, locale),
      ...link('overseasPatients', footerLabels.overseasPatients, locale),
      ...link('privacyPolicy', footerLabels.privacyPolicy, locale),
    ],
    groups: nav.filter((item) => item.kind === 'menu'),
  }
}

export function inSection(id: PageId | undefined, section: string | undefined): boolean {
  return id !== undefined && section !== undefined && pageMatrix[id].path.startsWith(section)
}
