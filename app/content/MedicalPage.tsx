import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { Fragment, isValidElement } from 'react'
import { relatedLink } from './articles.ts'
import {
  CallToAction,
  EmergencyNote,
  Fact,
  Facts,
  MedicalDisclaimer,
  RelatedLinks,
} from './blocks.tsx'
import {
  isServicePage,
  medicalRow,
  servicesCrumb,
  type MedicalContent,
  type MedicalPageId,
} from './medical.ts'
import { ContentPage } from './Page.tsx'
import { Sections } from './Sections.tsx'
import { UrgencyScale } from './UrgencyScale.tsx'

// The emergency note, the urgency scale (condition pages) and the ending are rendered here, so that no service or condition page
// can miss them (docs/decisions/0015-content-as-data.md).
export function MedicalPage({
  id,
  description,
  content,
}: {
  id: MedicalPageId
  description: MessageDescriptor
  content: MedicalContent
}) {
  const { i18n } = useLingui()
  const { name, image } = medicalRow(id)
  const { facts, sections, callToAction } = content
  return (
    <ContentPage
      id={id}
      title={name}
      lead={description}
      parents={isServicePage(id) ? [servicesCrumb] : []}
      hero={{ src: image, alt: content.heroAlt }}
    >
      <EmergencyNote />
      {facts && (
        <Facts>
          {facts.map((fact, index) =>
            isValidElement(fact) ? (
              <Fragment key={index}>{fact}</Fragment>
            ) : (
              <Fact key={index} term={i18n._(fact.term)}>
                {i18n._(fact.value)}
              </Fact>
            ),
          )}
        </Facts>
      )}
      <Sections sections={sections} />
      {!isServicePage(id) && <UrgencyScale />}
      <MedicalDisclaimer />
      <RelatedLinks links={content.related.map(relatedLink)} />
      {callToAction ? (
        <CallToAction title={i18n._(callToAction.title)}>{i18n._(callToAction.text)}</CallToAction>
      ) : (
        <CallToAction />
      )}
    </ContentPage>
  )
}
