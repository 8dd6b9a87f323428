import { Trans, useLingui } from '@lingui/react/macro'
import { Section } from './blocks.tsx'
import { urgencyLevels } from './urgency.ts'

export function UrgencyScale() {
  const { i18n } = useLingui()
  return (
    <Section
      id="how-urgent"
      className="urgency"
      title={
        <Trans comment="Heading of the three levels of urgency for chest symptoms (call 995 now, see a doctor today, within a few days).">
          How soon to get help for chest symptoms
        </Trans>
      }
    >
      <ol className="urgency__levels">
        {urgencyLevels.map((level) => (
          <li
            key={level.id}
            className={`urgency__level urgency__level--${level.id}`}
            data-urgency={level.id}
          >
            <strong className="urgency__title">{i18n._(level.title)}</strong> {i18n._(level.text)}
            {'note' in level && <span className="urgency__note">{i18n._(level.note)}</span>}
          </li>
        ))}
      </ol>
    </Section>
  )
}
