/**
 * The service and condition pages' shared facts: their name and image come from the tables
 * (services.ts, conditions.ts); the page adds its description. Kept free of components, since
 * the route files (loaded with the route tree) import it for head().
 */
import type { MessageDescriptor } from '@lingui/core'
import { pageHead } from '../seo/head.ts'
import type { ConditionPageId, ServicePageId } from '../site/pages.ts'
import { conditionTable } from './conditions.ts'
import { isServicePage, serviceTable, type MedicalTopic } from './services.ts'

export type MedicalPageId = ServicePageId | ConditionPageId

export function medicalTopic(id: MedicalPageId): MedicalTopic {
  return isServicePage(id) ? serviceTable[id] : conditionTable[id]
}

/**
 * What a service or condition route's head() and its <MedicalPage> share: the title (the
 * table's name), the description and the hero image, each given once.
 */
export function medicalPage(
  id: MedicalPageId,
  { description, heroAlt }: { description: MessageDescriptor; heroAlt: MessageDescriptor },
) {
  const { name: title, image } = medicalTopic(id)
  return {
    id,
    title,
    description,
    image: { src: image, alt: heroAlt },
    head: pageHead(title, description),
  }
}

export type MedicalPageText = ReturnType<typeof medicalPage>
