/**
 * The service and condition pages' content shape, and what their routes' head() reads. Their
 * name and image come from their rows (app/site/medical-pages.ts); the route gives the
 * description, and one module per page under medical/ its content, which only the page's own
 * route imports, so that its messages stay in the page's catalog (build/catalog-split.ts). Kept
 * free of components, since the route files (loaded with the route tree) import it for head().
 */
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

export type MedicalPageId = ServicePageId | ConditionPageId

export function isServicePage(id: PageId): id is ServicePageId {
  return id in serviceRows
}

export function medicalRow(id: MedicalPageId): MedicalRow {
  return isServicePage(id) ? serviceRows[id] : conditionRows[id]
}

/** Breadcrumb parent of the service pages: the services index, where it exists (cn, bh, jp). */
export const servicesCrumb = { id: 'servicesIndex', name: msg`Our services` } as const satisfies {
  id: PageId
  name: MessageDescriptor
}

/** A service or condition route's head(): the row's name as title, and the description. */
export function medicalHead(id: MedicalPageId, description: MessageDescriptor) {
  return pageHead(medicalRow(id).name, description)
}

/**
 * One block of a section: a paragraph (a message), a paragraph in bold (the advice to call
 * 995), a bulleted list or numbered steps.
 */
export type MedicalBlock =
  | MessageDescriptor
  | { readonly strong: MessageDescriptor }
  | { readonly list: readonly MessageDescriptor[] }
  | { readonly steps: readonly MessageDescriptor[] }

export interface MedicalSection {
  /** The section's <h2>. */
  readonly title: MessageDescriptor
  readonly body: readonly MedicalBlock[]
}

/**
 * A key fact at the top of the page: a label from medical/fact-labels.ts and its value, or a
 * fact a component computes (whereItIsDone() in ProcedureLocation.tsx, from the clinic's facts).
 */
export type MedicalFact =
  { readonly term: MessageDescriptor; readonly value: MessageDescriptor } | ReactElement

/** A service or condition page's content, below its title, lead and hero image. */
export interface MedicalContent {
  /** Alternative text of the hero illustration (the table row's image). */
  readonly heroAlt: MessageDescriptor
  /** Related pages in the order listed (those missing in the language are left out). */
  readonly related: readonly (SectionPageId | ArticlePageId)[]
  /** Key facts at a glance, in this order. */
  readonly facts?: readonly MedicalFact[]
  readonly sections: readonly MedicalSection[]
  /** Replaces the default invitation to enquire at the end of the page. */
  readonly callToAction?: { readonly title: MessageDescriptor; readonly text: MessageDescriptor }
}
