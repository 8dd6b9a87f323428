import type { ReactNode } from 'react'
import type { SectionPageId } from './page-names.ts'
import type { ArticlePageId } from '../site/pages.ts'
import { relatedLink } from './articles.ts'
import { CallToAction, EmergencyNote, MedicalDisclaimer, RelatedLinks } from './blocks.tsx'
import type { MedicalPageText } from './medical.ts'
import { ContentPage } from './Page.tsx'
import { isServicePage, servicesCrumb } from './services.ts'

/**
 * A service or condition page: the content page with the title, lead and hero from its table
 * row (services.ts, conditions.ts), the emergency note (call 995) before the page's own
 * sections, so that no service or condition page can miss it, then the same ending on every
 * one: the medical disclaimer, related pages and the invitation to enquire. Service pages sit
 * under the services index in the breadcrumbs, where it exists.
 */
export function MedicalPage({
  page,
  related,
  callToAction = <CallToAction />,
  children,
}: {
  page: MedicalPageText
  /** Related pages in the order listed (those missing in the language are left out). */
  related: readonly (SectionPageId | ArticlePageId)[]
  /** Replaces the default invitation to enquire. */
  callToAction?: ReactNode
  children: ReactNode
}) {
  return (
    <ContentPage
      id={page.id}
      title={page.title}
      lead={page.description}
      parents={isServicePage(page.id) ? [servicesCrumb] : []}
      hero={page.image}
    >
      <EmergencyNote />
      {children}
      <MedicalDisclaimer />
      <RelatedLinks links={related.map(relatedLink)} />
      {callToAction}
    </ContentPage>
  )
}
