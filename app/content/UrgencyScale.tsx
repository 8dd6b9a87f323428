import { useLingui } from '@lingui/react/macro'
import { Section } from './blocks.tsx'
import { urgencyScales, type UrgencyScaleId } from './urgency.ts'

export function UrgencyScale({ scale = 'chest' }: { scale?: UrgencyScaleId }) {
  const { i18n } = useLingui()
  const { id, title, levels } = urgencyScales[scale]
  return (
    <Section id={id} className="urgency" title={i18n._(title)}>
      <ol className="urgency__levels">
        {levels.map((level) => (
          <li
            key={level.id}
            className={`urgency__level urgency__level--${level.id}`}
            data-urgency={level.id}
          >
            <strong className="urgency__title">{i18n._(level.title)}</strong> {i18n._(level.text)}
            {level.note && <span className="urgency__note">{i18n._(level.note)}</span>}
          </li>
        ))}
      </ol>
    </Section>
  )
}
