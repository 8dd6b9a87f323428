import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { Fragment, isValidElement } from 'react'
import { relatedLink } from './articles.ts'
import { CallToAction, Fact, Facts, MedicalDisclaimer, RelatedLinks } from './blocks.tsx'
import {
  isServicePage,
  medicalRow,
  servicesCrumb,
  type MedicalContent,
  type MedicalPageId,
} from './medical.ts'
import { ContentPage } from './Page.tsx'
import { Sections } from './Sections.tsx'
import { hasChestScale, hasRhythmScale } from './urgency-pages.ts'
import { UrgencyScale } from './UrgencyScale.tsx'

// The emergency note, urgency scale and ending are rendered here: no page can miss them (ADR 0015).
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
      emergencyNote
    >
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
      {hasChestScale(id) && <UrgencyScale scale="chest" />}
      {hasRhythmScale(id) && <UrgencyScale scale="rhythm" />}
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
