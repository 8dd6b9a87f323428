// Free of components: the route files import it for head(). Content as data: ADR 0015.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ReactElement } from 'react'
import { pageHead } from '../seo/head.ts'
import {
  conditionRows,
  serviceRows,
  type ConditionPageId,
  type MedicalRow,
  type ServicePageId,
} from '../site/medical-pages.ts'
import type { ArticlePageId, PageId } from '../site/pages.ts'
import type { SectionPageId } from './page-names.ts'
import type { ContentBlock } from './Sections.tsx'

export type MedicalPageId = ServicePageId | ConditionPageId

export function isServicePage(id: PageId): id is ServicePageId {
  return id in serviceRows
}

export function medicalRow(id: MedicalPageId): MedicalRow {
  return isServicePage(id) ? serviceRows[id] : conditionRows[id]
}

export const servicesCrumb = { id: 'servicesIndex', name: msg`Our services` } as const satisfies {
  id: PageId
  name: MessageDescriptor
}

export function medicalHead(id: MedicalPageId, description: MessageDescriptor) {
  return pageHead(medicalRow(id).name, description)
}

export type MedicalBlock = Exclude<ContentBlock, ReactElement>

export interface MedicalSection {
  readonly title: MessageDescriptor
  readonly body: readonly MedicalBlock[]
}

/** Or a fact a component computes from the clinic's facts (whereItIsDone). */
export type MedicalFact =
  { readonly term: MessageDescriptor; readonly value: MessageDescriptor } | ReactElement

export interface MedicalContent {
  readonly heroAlt: MessageDescriptor
  readonly related: readonly (SectionPageId | ArticlePageId)[]
  readonly facts?: readonly MedicalFact[]
  readonly sections: readonly MedicalSection[]
  readonly callToAction?: { readonly title: MessageDescriptor; readonly text: MessageDescriptor }
}
