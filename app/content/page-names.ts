// Apart from the lists' texts (services.ts), so that the menus on every page load the names only.
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

export const serviceNames: Record<ServicePageId, MessageDescriptor> = namesOf(serviceRows)
export const conditionNames: Record<ConditionPageId, MessageDescriptor> = namesOf(conditionRows)

// A media page without a name here fails the type check. Key order is the menu's order.
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

export type SectionPageId = ServicePageId | ConditionPageId | MediaPageId

export const sectionPageNames: Readonly<Record<SectionPageId, MessageDescriptor>> = {
  ...serviceNames,
  ...conditionNames,
  ...mediaNames,
}
