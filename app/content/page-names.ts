/**
 * The names of the service, condition and media pages, for the menus (app/layout/nav.ts),
 * related links and the pages' own titles and headings. Service and condition names are their
 * rows' (app/site/medical-pages.ts); media names are written here. Apart from the lists' texts
 * (services.ts) so that the menus, on every page, load the names only: the catalog split places
 * messages by the modules that import them.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  conditionRows,
  serviceRows,
  type ConditionPageId,
  type MedicalRow,
  type ServicePageId,
} from '../site/medical-pages.ts'
import type { MediaPageId } from '../site/pages.ts'

function namesOf<K extends string>(rows: Record<K, MedicalRow>): Record<K, MessageDescriptor> {
  return Object.fromEntries(
    Object.entries<MedicalRow>(rows).map(([id, row]) => [id, row.name]),
  ) as Record<K, MessageDescriptor>
}

/** In row order. */
export const serviceNames: Record<ServicePageId, MessageDescriptor> = namesOf(serviceRows)
export const conditionNames: Record<ConditionPageId, MessageDescriptor> = namesOf(conditionRows)

// `satisfies Record<...>`: a page added to the matrix under /media-and-events/ without a name
// here fails the type check. Key order is the menu's order.
export const mediaNames = {
  media: msg({
    comment: 'Media and events menu link; also the title of that page.',
    message: 'Media',
  }),
  events: msg({
    comment: 'Media and events menu link; also the title of that page.',
    message: 'Events',
  }),
} as const satisfies Record<MediaPageId, MessageDescriptor>

/** Pages listed in the Services, Conditions and Media and events menus. */
export type SectionPageId = ServicePageId | ConditionPageId | MediaPageId

/** The name of a service, condition or media page (menus, related links, titles). */
export const sectionPageNames: Readonly<Record<SectionPageId, MessageDescriptor>> = {
  ...serviceNames,
  ...conditionNames,
  ...mediaNames,
}
