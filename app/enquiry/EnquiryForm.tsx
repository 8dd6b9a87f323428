import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useRouter } from '@tanstack/react-router'
import { useRenderedPathname } from '../i18n/rendered.ts'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { splitLocalePath } from '../i18n/locales.ts'
import { pageHref } from '../site/pages.ts'
import { enquiryErrorMessage } from './errors.ts'
import { rememberEnquiryReference } from './reference.ts'
import {
  ENQUIRY_VISITOR_FIELDS,
  MESSAGE_MAX,
  NAME_MAX,
  singaporeToday,
  validateEnquiry,
  type EnquiryFieldErrors,
  type EnquiryMessageCode,
  type EnquiryVisitorField,
} from './schema.ts'
import { submitEnquiry } from './submit.functions.ts'

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; code: EnquiryMessageCode }

const fieldLabels = {
  name: msg`Full name`,
  phone: msg`Mobile phone`,
  email: msg`Email`,
  preferredContact: msg`How should we contact you?`,
  preferredDate: msg`Preferred appointment date (optional)`,
  message: msg`How can we help?`,
  pdpaConsent: msg`Consent to use your details`,
  marketingConsent: msg`Health information updates`,
} satisfies Record<EnquiryVisitorField, unknown>

/**
 * The enquiry form. Validation runs in the browser with the same schema the server uses;
 * the server checks again and its answers (field errors, rate limit) are shown the same way.
 * Typed input is never cleared by an error. Sending is possible once the page is interactive.
 */
export function EnquiryForm() {
  const { i18n } = useLingui()
  const router = useRouter()
  const pathname = useRenderedPathname()
  const { locale } = splitLocalePath(pathname)
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const id = useId()
  const [ready, setReady] = useState(false)
  const [startedAt, setStartedAt] = useState('')
  const [today, setToday] = useState<string | undefined>(undefined)
  const [errors, setErrors] = useState<EnquiryFieldErrors>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  useEffect(() => {
    setStartedAt(String(Date.now()))
    setToday(singaporeToday())
    setReady(true)
  }, [])

  const fieldId = (field: EnquiryVisitorField) => `${id}-${field}`
  const errorId = (field: EnquiryVisitorField) => `${id}-${field}-error`

  function showErrors(fieldErrors: EnquiryFieldErrors) {
    setErrors(fieldErrors)
    const first = ENQUIRY_VISITOR_FIELDS.find((field) => fieldErrors[field])
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus())
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.kind === 'sending') return
    const data = Object.fromEntries(new FormData(event.currentTarget).entries())
    const local = validateEnquiry(data, today ? { today } : {})
    if (!local.ok) {
      setStatus(local.formError ? { kind: 'error', code: local.formError } : { kind: 'idle' })
      showErrors(local.fieldErrors)
      return
    }
    setErrors({})
    setStatus({ kind: 'sending' })
    try {
      const result = await submitEnquiry({ data })
      if (result.ok) {
        rememberEnquiryReference(result.id)
        await router.navigate({ href: pageHref('thankYou', locale) ?? '/thank-you/' })
        return
      }
      if (result.status === 400 && result.fieldErrors && Object.keys(result.fieldErrors).length > 0) showErrors(result.fieldErrors)
      setStatus(result.code ? { kind: 'error', code: result.code } : { kind: 'idle' })
    } catch {
      setStatus({ kind: 'error', code: 'server_busy' })
    }
    requestAnimationFrame(() => summaryRef.current?.focus())
  }

  const errorCount = Object.keys(errors).length
  const field = (name: EnquiryVisitorField) => ({
    id: fieldId(name),
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  })
  const fieldError = (name: EnquiryVisitorField): ReactNode =>
    errors[name] ? (
      <p className="field__error" id={errorId(name)}>
        {i18n._(enquiryErrorMessage(errors[name]))}
      </p>
    ) : null

  return (
    <form ref={formRef} className="enquiry-form" method="post" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} id="enquiry-form">
      <h3 id={`${id}-title`}>
        <Trans>Send an enquiry</Trans>
      </h3>
      <p className="enquiry-form__intro">
        <Trans>Fields marked * are required. Please do not include detailed medical records in this form.</Trans>
      </p>

      <div ref={summaryRef} tabIndex={-1} className="enquiry-form__summary" role="alert" aria-live="assertive">
        {status.kind === 'error' && <p>{i18n._(enquiryErrorMessage(status.code))}</p>}
        {errorCount > 0 && status.kind !== 'error' && (
          <p>
            <Trans>Please correct the highlighted fields.</Trans>
          </p>
        )}
      </div>

      <div className="field">
        <label htmlFor={fieldId('name')}>{i18n._(fieldLabels.name)} *</label>
        <input {...field('name')} type="text" autoComplete="name" maxLength={NAME_MAX} required />
        {fieldError('name')}
      </div>

      <div className="field">
        <label htmlFor={fieldId('phone')}>{i18n._(fieldLabels.phone)} *</label>
        <p className="field__hint" id={`${id}-phone-hint`}>
          <Trans>For example 9123 4567, or +65 9123 4567. Overseas numbers start with + and the country code.</Trans>
        </p>
        <input
          {...field('phone')}
          aria-describedby={[`${id}-phone-hint`, errors.phone ? errorId('phone') : ''].filter(Boolean).join(' ')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
          required
        />
        {fieldError('phone')}
      </div>

      <div className="field">
        <label htmlFor={fieldId('email')}>{i18n._(fieldLabels.email)} *</label>
        <input {...field('email')} type="email" autoComplete="email" maxLength={254} required />
        {fieldError('email')}
      </div>

      <fieldset className="field field--choices" aria-describedby={errors.preferredContact ? errorId('preferredContact') : undefined}>
        <legend>{i18n._(fieldLabels.preferredContact)} *</legend>
        <label>
          <input type="radio" name="preferredContact" value="phone" id={fieldId('preferredContact')} defaultChecked /> <Trans>Phone call</Trans>
        </label>
        <label>
          <input type="radio" name="preferredContact" value="whatsapp" /> <Trans>WhatsApp</Trans>
        </label>
        <label>
          <input type="radio" name="preferredContact" value="email" /> <Trans>Email</Trans>
        </label>
        {fieldError('preferredContact')}
      </fieldset>

      <div className="field">
        <label htmlFor={fieldId('preferredDate')}>{i18n._(fieldLabels.preferredDate)}</label>
        <input {...field('preferredDate')} type="date" min={today} />
        {fieldError('preferredDate')}
      </div>

      <div className="field">
        <label htmlFor={fieldId('message')}>{i18n._(fieldLabels.message)} *</label>
        <textarea {...field('message')} rows={5} maxLength={MESSAGE_MAX} required />
        {fieldError('message')}
      </div>

      <div className="field field--check">
        <input {...field('pdpaConsent')} type="checkbox" value="true" required />
        <label htmlFor={fieldId('pdpaConsent')}>
          <Trans>
            I agree that the clinic may collect and use the details in this form to respond to my enquiry and arrange care, as described in the{' '}
            <a href="#privacy-notice">privacy notice</a>. *
          </Trans>
        </label>
        {fieldError('pdpaConsent')}
      </div>

      <div className="field field--check">
        <input {...field('marketingConsent')} type="checkbox" value="true" />
        <label htmlFor={fieldId('marketingConsent')}>
          <Trans>Optional: I would like to receive occasional heart health information and clinic news. I can unsubscribe at any time.</Trans>
        </label>
      </div>

      {/* Hidden from people; bots that fill every field reveal themselves here. */}
      <div className="enquiry-form__trap" aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name="startedAt" value={startedAt} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="sourcePage" value={pathname} />

      <button type="submit" className="button button--primary" disabled={!ready || status.kind === 'sending'}>
        {status.kind === 'sending' ? <Trans>Sending…</Trans> : <Trans>Send enquiry</Trans>}
      </button>

      <details className="privacy-notice" id="privacy-notice">
        <summary>
          <Trans>Privacy notice</Trans>
        </summary>
        <p>
          <Trans>
            We use the details you send only to respond to your enquiry, arrange appointments and provide care. They are stored securely in Singapore and
            seen only by clinic staff who need them. We keep enquiries for as long as needed for these purposes and as required by law. You may ask to see,
            correct or withdraw consent for the use of your personal data by contacting the clinic.
          </Trans>
        </p>
      </details>
    </form>
  )
}
