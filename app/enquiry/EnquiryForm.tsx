import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { clinic } from '../site/clinic.ts'
import { useLocale, useNavigateToPage, usePathname } from '../i18n/navigation.tsx'
import { formatPhone, telHref } from '../site/phone.ts'
import { pageHref } from '../site/pages.ts'
import { NotForEmergencies } from './NotForEmergencies.tsx'
import { clearDraft, readDraft, saveDraft } from './draft.ts'
import { enquiryErrorMessage } from './errors.ts'
import { rememberEnquiryReference } from './reference.ts'
import {
  ENQUIRY_VISITOR_FIELDS,
  isValidIsoDate,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_EXAMPLES,
  singaporeToday,
  validateEnquiry,
  type EnquiryFieldErrors,
  type EnquiryMessageCode,
  type EnquiryVisitorField,
} from './schema.ts'
import { submitEnquiry } from './submit.functions.ts'
import { getEnquiryFormToken } from './token.functions.ts'

/** A request still unanswered after this long is given up, and the call/WhatsApp lines offered. */
export const SUBMIT_TIMEOUT_MS = 20_000

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; code: EnquiryMessageCode }

const fieldLabels = {
  name: msg({
    comment: 'Label of a field of the enquiry form: the patient’s full name.',
    message: 'Full name',
  }),
  phone: msg({
    comment:
      'Label of a field of the enquiry form: a phone number, mobile or landline (many older patients have only a home phone).',
    message: 'Phone (mobile or home)',
  }),
  email: msg({
    comment: 'Label of a field of the enquiry form: an e-mail address.',
    message: 'Email',
  }),
  preferredContact: msg({
    comment:
      'Label of the choice of how the clinic should reply (phone call, WhatsApp or e-mail) on the enquiry form.',
    message: 'How should we contact you?',
  }),
  preferredDate: msg({
    comment: 'Label of an optional date field on the enquiry form.',
    message: 'Preferred appointment date (optional)',
  }),
  preferredTime: msg({
    comment: 'Label of the choice of morning, afternoon or no preference on the enquiry form.',
    message: 'Preferred time of day',
  }),
  message: msg({
    comment:
      'Label of the message field of the enquiry form, where the patient describes the reason for the enquiry.',
    message: 'How can we help?',
  }),
  pdpaConsent: msg({
    comment: 'Label of the required consent checkbox (Singapore PDPA) on the enquiry form.',
    message: 'Consent to use your details',
  }),
  marketingConsent: msg({
    comment:
      'Label of the optional checkbox to receive news and health information from the clinic.',
    message: 'Health information updates',
  }),
} satisfies Record<EnquiryVisitorField, unknown>

/** Codes after which the visitor is shown the clinic's call and WhatsApp lines. */
const OFFER_OTHER_WAYS: ReadonlySet<EnquiryMessageCode> = new Set([
  'timeout',
  'server_busy',
  'rate_limited',
  'offline',
])

const weekDays = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const
/** True when the opening hours in app/site/clinic.ts list no slot on that date's weekday. */
function isClosedDay(isoDate: string): boolean {
  const day = weekDays[new Date(`${isoDate}T00:00:00Z`).getUTCDay()]
  return !clinic.openingHours.some((slot) => slot.days.some((d) => d === day))
}

// The date in words is made only once a visitor picks a date, never while the page hydrates
// (the first Intl formatter for a language costs tens of milliseconds on a phone).
const dateFormats = new Map<string, Intl.DateTimeFormat>()
function dateInWords(isoDate: string, tag: string): string {
  let format = dateFormats.get(tag)
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' })
    dateFormats.set(tag, format)
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`))
}

/** Resolves like `promise`, or rejects as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // The reason is whatever the caller aborted with (an AbortError by default).
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    if (signal.aborted) return reject(signal.reason)
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    promise.then(resolve, reject)
  })
}

/**
 * The enquiry form. Validation runs in the browser with the same schema the server uses;
 * the server checks again and its answers (field errors, rate limit) are shown the same way.
 * Typed input is never cleared by an error, and survives a reload of the tab (draft.ts).
 * Sending is possible once the page is interactive; until then the button says so.
 */
export function EnquiryForm() {
  const { i18n } = useLingui()
  const navigateTo = useNavigateToPage()
  const pathname = usePathname()
  const locale = useLocale()
  const privacyPolicyHref = pageHref('privacyPolicy', locale) ?? pageHref('privacyPolicy', 'en')!
  // The database copy goes after the retention period, the inbox copy when the clinic team
  // deletes it (app/site/clinic.ts): the notice names the later of the two.
  const retentionDays = Math.max(clinic.enquiryRetentionDays, clinic.privacy.inboxRetentionDays)
  const phoneExample = PHONE_EXAMPLES[locale]
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const tokenRef = useRef<Promise<string> | null>(null)
  const id = useId()
  const [ready, setReady] = useState(false)
  const [today, setToday] = useState<string | undefined>(undefined)
  const [contact, setContact] = useState('phone')
  const [date, setDate] = useState('')
  const [errors, setErrors] = useState<EnquiryFieldErrors>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  useEffect(() => {
    // After hydration on purpose: today's date and the tab's draft exist only in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToday(singaporeToday())
    const form = formRef.current
    const draft = form ? readDraft(form) : null
    if (draft) {
      setContact(draft.preferredContact ?? 'phone')
      setDate(draft.preferredDate ?? '')
    }
    setReady(true)
  }, [])

  /** The signed start time, fetched once when the visitor first focuses the form. */
  function formToken(): Promise<string> {
    tokenRef.current ??= getEnquiryFormToken().then(
      (result) => result.token,
      (err: unknown) => {
        tokenRef.current = null
        throw err
      },
    )
    return tokenRef.current
  }

  const fieldId = (field: EnquiryVisitorField) => `${id}-${field}`
  const errorId = (field: EnquiryVisitorField) => `${id}-${field}-error`

  function showErrors(fieldErrors: EnquiryFieldErrors) {
    setErrors(fieldErrors)
    const first = ENQUIRY_VISITOR_FIELDS.find((field) => fieldErrors[field])
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus())
  }

  function fail(code: EnquiryMessageCode) {
    setStatus({ kind: 'error', code })
    requestAnimationFrame(() => summaryRef.current?.focus())
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.kind === 'sending') return
    const data: Record<string, unknown> = Object.fromEntries(
      new FormData(event.currentTarget).entries(),
    )
    const local = validateEnquiry(data, today ? { today } : {})
    if (!local.ok) {
      setStatus(local.formError ? { kind: 'error', code: local.formError } : { kind: 'idle' })
      showErrors(local.fieldErrors)
      return
    }
    setErrors({})
    if (!navigator.onLine) return fail('offline')

    setStatus({ kind: 'sending' })
    const abort = new AbortController()
    const timer = setTimeout(
      () => abort.abort(new DOMException('Timed out', 'TimeoutError')),
      SUBMIT_TIMEOUT_MS,
    )
    try {
      data.formToken = await untilAborted(formToken(), abort.signal)
      const result = await submitEnquiry({ data, signal: abort.signal })
      if (result.ok) {
        clearDraft()
        rememberEnquiryReference(result.id)
        await navigateTo('thankYou')
        return
      }
      // An expired or refused token is not reused: the next attempt gets a fresh one.
      if (result.code === 'form_expired') tokenRef.current = null
      if (result.status === 400 && result.fieldErrors && Object.keys(result.fieldErrors).length > 0)
        showErrors(result.fieldErrors)
      if (result.code) fail(result.code)
      else setStatus({ kind: 'idle' })
    } catch {
      fail(abort.signal.aborted ? 'timeout' : navigator.onLine ? 'server_busy' : 'offline')
    } finally {
      clearTimeout(timer)
    }
  }

  const errorCount = Object.keys(errors).length
  const describedBy = (name: EnquiryVisitorField, ...more: string[]) =>
    [...more, errors[name] ? errorId(name) : ''].filter(Boolean).join(' ') || undefined
  const field = (name: EnquiryVisitorField) => ({
    id: fieldId(name),
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name),
  })
  const fieldError = (name: EnquiryVisitorField): ReactNode =>
    errors[name] ? (
      <p className="field__error" id={errorId(name)}>
        {i18n._(enquiryErrorMessage(errors[name], phoneExample))}
      </p>
    ) : null
  const emailRequired = contact === 'email'
  const validDate = isValidIsoDate(date) ? date : ''
  const call = formatPhone(clinic.phones.call)
  const whatsapp = formatPhone(clinic.phones.whatsapp)
  const whatsappLink = `https://wa.me/${clinic.phones.whatsapp.replace(/\D/g, '')}`

  return (
    <form
      ref={formRef}
      className="enquiry-form"
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void formToken().catch(() => undefined)}
      onChange={(event) => saveDraft(event.currentTarget)}
      id="enquiry-form"
    >
      <noscript>
        <p className="enquiry-form__noscript">
          <Trans comment="Shown only when JavaScript is off. <0> and <1> are links that dial the clinic and open WhatsApp.">
            This form needs JavaScript, which is turned off in your browser. Please call us on{' '}
            <a href={telHref(clinic.phones.call)}>{call}</a> or message us on WhatsApp at{' '}
            <a href={whatsappLink}>{whatsapp}</a>.
          </Trans>{' '}
          <NotForEmergencies />
        </p>
      </noscript>
      <p className="enquiry-form__intro">
        <Trans>Fields marked * are required.</Trans>{' '}
        <Trans comment="The form keeps a draft in the browser's sessionStorage; nothing is sent before the visitor presses Send.">
          What you type stays in this browser tab until you send it, so reloading the page loses
          nothing.
        </Trans>
      </p>

      <div
        ref={summaryRef}
        tabIndex={-1}
        className="enquiry-form__summary"
        role="alert"
        aria-live="assertive"
      >
        {status.kind === 'error' && <p>{i18n._(enquiryErrorMessage(status.code, phoneExample))}</p>}
        {status.kind === 'error' && OFFER_OTHER_WAYS.has(status.code) && (
          <p className="enquiry-form__other-ways" data-testid="enquiry-other-ways">
            <Trans comment="Other ways to reach the clinic, shown under an error when the enquiry could not be sent. <0> dials the clinic, <1> opens WhatsApp.">
              Call us: <a href={telHref(clinic.phones.call)}>{call}</a> · WhatsApp:{' '}
              <a href={whatsappLink} target="_blank" rel="noopener noreferrer">
                {whatsapp}
              </a>
            </Trans>{' '}
            <NotForEmergencies />
          </p>
        )}
        {errorCount > 0 && status.kind !== 'error' && (
          <p>
            <Trans comment="Shown above the enquiry form when some fields have errors; the fields are marked in red.">
              Please correct the highlighted fields.
            </Trans>
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
          <Trans comment="{phoneExample} is an overseas number written with its country code, e.g. +62 812 3456 7890.">
            For example 9123 4567 or 6123 4567. From another country, start with + and the country
            code, for example {phoneExample}.
          </Trans>
        </p>
        <input
          {...field('phone')}
          aria-describedby={describedBy('phone', `${id}-phone-hint`)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
          required
        />
        {fieldError('phone')}
      </div>

      <fieldset className="field field--choices" aria-describedby={describedBy('preferredContact')}>
        <legend>{i18n._(fieldLabels.preferredContact)} *</legend>
        <label>
          <input
            type="radio"
            name="preferredContact"
            value="phone"
            id={fieldId('preferredContact')}
            defaultChecked
            onChange={(e) => setContact(e.currentTarget.value)}
          />{' '}
          <Trans comment="A choice of how the clinic should reply to the enquiry.">
            Phone call
          </Trans>
        </label>
        <label>
          <input
            type="radio"
            name="preferredContact"
            value="whatsapp"
            onChange={(e) => setContact(e.currentTarget.value)}
          />{' '}
          <Trans comment="Name of the messaging app, used as a contact method or label. Keep the brand name.">
            WhatsApp
          </Trans>
        </label>
        <label>
          <input
            type="radio"
            name="preferredContact"
            value="email"
            onChange={(e) => setContact(e.currentTarget.value)}
          />{' '}
          <Trans
            context="preferred contact option"
            comment="A choice of how the clinic should reply (phone call, WhatsApp, e-mail): the channel, not the address."
          >
            Email
          </Trans>
        </label>
        {fieldError('preferredContact')}
      </fieldset>

      <div className="field">
        <label htmlFor={fieldId('email')}>
          {i18n._(fieldLabels.email)}
          {emailRequired ? ' *' : ''}
        </label>
        <p className="field__hint" id={`${id}-email-hint`}>
          {emailRequired ? (
            <Trans comment="Hint under the e-mail field when the visitor chose e-mail as the way to be contacted.">
              Needed, as you would like us to reply by email.
            </Trans>
          ) : (
            <Trans comment="Hint under the e-mail field of the enquiry form.">
              Optional. Needed only if you would like us to reply by email.
            </Trans>
          )}
        </p>
        <input
          {...field('email')}
          aria-describedby={describedBy('email', `${id}-email-hint`)}
          aria-required={emailRequired}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        {fieldError('email')}
      </div>

      <div className="field">
        <label htmlFor={fieldId('preferredDate')}>{i18n._(fieldLabels.preferredDate)}</label>
        <input
          {...field('preferredDate')}
          aria-describedby={describedBy('preferredDate', validDate ? `${id}-date-words` : '')}
          type="date"
          min={today}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        {validDate && (
          <p
            className="field__hint field__date-words"
            id={`${id}-date-words`}
            data-testid="enquiry-date-words"
          >
            {dateInWords(validDate, i18n.locale || 'en-SG')}
          </p>
        )}
        {validDate && isClosedDay(validDate) && (
          <p className="field__warning" data-testid="enquiry-date-closed">
            <Trans>
              The clinic is closed on this day. You can still send your enquiry; we will suggest
              another day.
            </Trans>
          </p>
        )}
        {fieldError('preferredDate')}
      </div>

      <fieldset className="field field--choices" aria-describedby={describedBy('preferredTime')}>
        <legend>{i18n._(fieldLabels.preferredTime)}</legend>
        <label>
          <input
            type="radio"
            name="preferredTime"
            value="any"
            id={fieldId('preferredTime')}
            defaultChecked
          />{' '}
          <Trans comment="Preferred time of day for an appointment: either morning or afternoon is fine.">
            No preference
          </Trans>
        </label>
        <label>
          <input type="radio" name="preferredTime" value="morning" />{' '}
          <Trans comment="Preferred time of day for an appointment">Morning</Trans>
        </label>
        <label>
          <input type="radio" name="preferredTime" value="afternoon" />{' '}
          <Trans comment="Preferred time of day for an appointment">Afternoon</Trans>
        </label>
        {fieldError('preferredTime')}
      </fieldset>

      {/* Before the message field, where a patient would describe symptoms: 995, not the form. */}
      <p className="enquiry-form__emergency" id={`${id}-emergency`}>
        <Trans comment="Shown just before the message field of the enquiry form. <0> dials 995, Singapore's emergency ambulance number.">
          This form is not for emergencies. For chest pain or collapse, call{' '}
          <a href="tel:995">995</a>.
        </Trans>
      </p>

      <div className="field">
        <label htmlFor={fieldId('message')}>{i18n._(fieldLabels.message)} *</label>
        <textarea
          {...field('message')}
          aria-describedby={describedBy('message', `${id}-emergency`)}
          rows={5}
          maxLength={MESSAGE_MAX}
          required
        />
        {fieldError('message')}
      </div>

      <p className="privacy-notice" id="privacy-notice">
        <Trans comment="Short privacy notice shown above the consent checkbox. {retentionDays} is a number of days. <0> links to the privacy policy page.">
          We use your details only to reply to your enquiry and arrange your care. Your enquiry is
          stored in the clinic's database and also e-mailed to the clinic's inbox; both copies are
          deleted within {retentionDays} days. Please do not include your NRIC or passport number.
          Read our <a href={privacyPolicyHref}>privacy policy</a>.
        </Trans>
      </p>

      <div className="field field--check">
        <input {...field('pdpaConsent')} type="checkbox" value="true" required />
        <label htmlFor={fieldId('pdpaConsent')}>
          <Trans comment="Required consent checkbox (Singapore PDPA). <0> links to the privacy policy page.">
            I agree that the clinic may collect and use the details in this form to respond to my
            enquiry and arrange care, as described in the{' '}
            <a href={privacyPolicyHref}>privacy policy</a>. *
          </Trans>
        </label>
        {fieldError('pdpaConsent')}
      </div>

      <div className="field field--check">
        <input {...field('marketingConsent')} type="checkbox" value="true" />
        <label htmlFor={fieldId('marketingConsent')}>
          <Trans comment="Optional marketing consent checkbox. The channels must stay named (Singapore PDPA and Do Not Call rules).">
            Optional: I would like to receive occasional heart health information and clinic news by
            e-mail and WhatsApp. I can unsubscribe at any time.
          </Trans>
        </label>
      </div>

      {/* Hidden from people; bots that fill every field reveal themselves here. */}
      <div className="enquiry-form__trap" aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="sourcePage" value={pathname} />

      <button
        type="submit"
        className="button button--primary"
        disabled={!ready || status.kind === 'sending'}
      >
        {!ready ? (
          <Trans comment="Text of the send button while the enquiry form is still loading.">
            Form loading, please wait…
          </Trans>
        ) : status.kind === 'sending' ? (
          <Trans comment="Text of the send button while the enquiry is being sent.">Sending…</Trans>
        ) : (
          <Trans comment="Button that sends the enquiry form.">Send enquiry</Trans>
        )}
      </button>
    </form>
  )
}
