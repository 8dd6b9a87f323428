import { useLingui } from '@lingui/react/macro'

// A tab opening unasked loses older visitors' place (WCAG 3.2.5): the link says so.
export function NewTabNote() {
  const { t } = useLingui()
  return (
    <>
      {' '}
      <svg className="new-tab-note" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M9 2.5h4.5V7M13.5 2.5 7.5 8.5M11.5 9.5v3.5a.5.5 0 0 1-.5.5H3a.5.5 0 0 1-.5-.5V5a.5.5 0 0 1 .5-.5h3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">
        {t({
          comment: 'Read by screen readers after the name of a link that opens in a new tab.',
          message: '(opens in a new tab)',
        })}
      </span>
    </>
  )
}
