import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { clinic } from '../site/clinic.ts'
import { Sentences } from '../content/Joined.tsx'
import { useLocale, useNavigateToPage, usePathname } from '../i18n/navigation.tsx'
import { formatPhone, telHref } from '../site/phone.ts'
import { pageHref } from '../site/pages.ts'
import { NotForEmergencies } from './NotForEmergencies.tsx'
import { enquiryErrorMessage } from './errors.ts'
import { CheckboxField, ChoiceField, Field } from './fields.tsx'
import { decodeFormState } from './native-post.ts'
import { rememberEnquiryReference } from './reference.ts'
import {
  ENQUIRY_VISITOR_FIELDS,
  isValidIsoDate,
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

const fieldLabels = {
  enquiryFor: msg({
    comment:
      'Label of the first choice on the enquiry form: is the patient the person filling in the form, or someone else (a family member or friend)?',
    message: 'Who is this enquiry for?',
  }),
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
function isClosedDay(isoDate: string): boolean {
  const day = weekDays[new Date(`${isoDate}T00:00:00Z`).getUTCDay()]
  return !clinic.openingHours.some((slot) => slot.days.includes(day!))
}

// The date in words is made only once a visitor picks a date, never while the page hydrates
// (the first Intl formatter for a language costs tens of milliseconds on a phone).
const dateFormats: Record<string, Intl.DateTimeFormat> = {}
function dateInWords(isoDate: string, tag: string): string {
  dateFormats[tag] ??= new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' })
  return dateFormats[tag].format(new Date(`${isoDate}T00:00:00Z`))
}

/** `sentState`: the form as the browser sent it without script (server/native-enquiry.ts). */
export function EnquiryForm({ sentState }: { sentState?: string | undefined }) {
  const sent = useMemo(() => decodeFormState(sentState), [sentState])
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
  // A token the server signed into the page it rendered is used before asking for one.
  const tokenRef = useRef<Promise<string> | null>(sent ? Promise.resolve(sent.token) : null)
  const id = useId()
  const [today, setToday] = useState<string>()
  const [contact, setContact] = useState(sent?.values.preferredContact ?? 'phone')
  const [date, setDate] = useState(sent?.values.preferredDate ?? '')
  const [errors, setErrors] = useState<EnquiryFieldErrors>(sent?.errors ?? {})
  const [sending, setSending] = useState(false)
  /** Why the enquiry was not sent, shown above the form (never while sending). */
  const [problem, setProblem] = useState<EnquiryMessageCode | undefined>(sent?.problem)

  useEffect(() => {
    // After hydration on purpose: today's date exists only in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToday(singaporeToday())
    // Chosen before the script was ready (a tap on a slow phone): the state follows the form.
    const form = formRef.current!
    const chosen = (name: string) => {
      const item = form.elements.namedItem(name)
      return item instanceof RadioNodeList || item instanceof HTMLInputElement ? item.value : ''
    }
    setContact(chosen('preferredContact') || 'phone')
    setDate(chosen('preferredDate'))
  }, [])

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

  function showErrors(fieldErrors: EnquiryFieldErrors) {
    setErrors(fieldErrors)
    const first = ENQUIRY_VISITOR_FIELDS.find((field) => fieldErrors[field])
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus())
  }

  function fail(code: EnquiryMessageCode) {
    setSending(false)
    setProblem(code)
    requestAnimationFrame(() => summaryRef.current?.focus())
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const data: Record<string, unknown> = Object.fromEntries(new FormData(event.currentTarget))
    const local = validateEnquiry(data, { today })
    if (!local.ok) {
      setProblem(local.formError)
      showErrors(local.fieldErrors)
      return
    }
    setErrors({})
    if (!navigator.onLine) return fail('offline')

    setProblem(undefined)
    setSending(true)
    const abort = new AbortController()
    const timer = setTimeout(() => abort.abort(), SUBMIT_TIMEOUT_MS)
    try {
      // The token's request may have started on focus, without this signal: it races the timer.
      const timedOut = new Promise<never>((_, reject) =>
        abort.signal.addEventListener('abort', reject),
      )
      data.formToken = await Promise.race([formToken(), timedOut])
      const result = await submitEnquiry({ data, signal: abort.signal })
      if (result.ok) {
        rememberEnquiryReference(result.id)
        await navigateTo('thankYou')
        return
      }
      // An expired or refused token is not reused: the next attempt gets a fresh one.
      if (result.code === 'form_expired') tokenRef.current = null
      if (result.status === 400 && result.fieldErrors) showErrors(result.fieldErrors)
      if (result.code) fail(result.code)
      else setSending(false)
    } catch {
      fail(abort.signal.aborted ? 'timeout' : navigator.onLine ? 'server_busy' : 'offline')
    } finally {
      clearTimeout(timer)
    }
  }

  const errorCount = Object.keys(errors).length
  const field = (name: EnquiryVisitorField) => {
    const code = errors[name]
    return {
      id: fieldId(name),
      name,
      label: i18n._(fieldLabels[name]),
      error: code && i18n._(enquiryErrorMessage(code, phoneExample)),
      sentValue: sent?.values[name],
    }
  }
  const emailRequired = contact === 'email'
  const validDate = isValidIsoDate(date) ? date : ''
  const call = formatPhone(clinic.phones.call)
  const whatsapp = formatPhone(clinic.phones.whatsapp)
  const whatsappLink = `https://wa.me/${clinic.phones.whatsapp.replace(/\D/g, '')}`

  return (
    <form
      ref={formRef}
      className="enquiry-form"
      // Without script the browser sends the form itself (server/native-enquiry.ts), and the
      // answer opens at the form.
      method="post"
      action={`${pathname}#enquiry-form`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void formToken().catch(() => undefined)}
      id="enquiry-form"
    >
      <noscript>
        <p className="enquiry-form__noscript">
          <Sentences
            first={
              <Trans comment="Shown only when JavaScript is off in the visitor's browser: the form still works. <0> and <1> are links that dial the clinic and open WhatsApp.">
                JavaScript is turned off in your browser: you can still send this form. After you
                press Send, we may ask you to check your details and press Send once more. You can
                also call us on <a href={telHref(clinic.phones.call)}>{call}</a> or message us on
                WhatsApp at <a href={whatsappLink}>{whatsapp}</a>.
              </Trans>
            }
          >
            <NotForEmergencies />
          </Sentences>
        </p>
      </noscript>
      <p className="enquiry-form__intro">
        <Sentences first={<Trans>Fields marked * are required.</Trans>}>
          <Trans comment="Privacy: the form keeps no copy of what the visitor types in the browser (a shared family computer). Nothing is sent before the visitor presses Send.">
            For your privacy, nothing you type is saved in this browser: it is sent only when you
            press Send, and is gone if you close or reload the page.
          </Trans>
        </Sentences>
      </p>

      <div
        ref={summaryRef}
        tabIndex={-1}
        className="enquiry-form__summary"
        role="alert"
        aria-live="assertive"
      >
        {problem && <p>{i18n._(enquiryErrorMessage(problem, phoneExample))}</p>}
        {problem && OFFER_OTHER_WAYS.has(problem) && (
          <p className="enquiry-form__other-ways" data-testid="enquiry-other-ways">
            <Trans comment="Other ways to reach the clinic, shown under an error when the enquiry could not be sent. <0> dials the clinic, <1> opens WhatsApp.">
              Call us: <a href={telHref(clinic.phones.call)}>{call}</a> · WhatsApp:{' '}
              <a href={whatsappLink}>{whatsapp}</a>
            </Trans>{' '}
            <NotForEmergencies />
          </p>
        )}
        {errorCount > 0 && !problem && (
          <p>
            <Trans comment="Shown above the enquiry form when some fields have errors; the fields are marked in red.">
              Please correct the highlighted fields.
            </Trans>
          </p>
        )}
      </div>

      <ChoiceField
        {...field('enquiryFor')}
        options={{
          self: (
            <Trans comment="A choice for “Who is this enquiry for?” on the enquiry form: the person filling in the form.">
              Me
            </Trans>
          ),
          other: (
            <Trans comment="A choice for “Who is this enquiry for?” on the enquiry form.">
              Someone else, such as a family member
            </Trans>
          ),
        }}
        after={
          <p className="field__hint">
            <Trans comment="Under the choice “Who is this enquiry for?”. Singapore's PDPA: the patient must agree before someone else gives the clinic their details.">
              Writing for someone else? Please ask them first: we may use their details only with
              their agreement. Give your own name and phone number below, and tell us in your
              message who the patient is.
            </Trans>
          </p>
        }
      />

      <Field {...field('name')} />

      <Field
        {...field('phone')}
        hint={
          <Trans comment="{phoneExample} is an overseas number written with its country code, e.g. +62 812 3456 7890.">
            For example 9123 4567 or 6123 4567. From another country, start with + and the country
            code, for example {phoneExample}.
          </Trans>
        }
      />

      <ChoiceField
        {...field('preferredContact')}
        onChange={(e) => setContact(e.currentTarget.value)}
        options={{
          phone: (
            <Trans comment="A choice of how the clinic should reply to the enquiry.">
              Phone call
            </Trans>
          ),
          whatsapp: (
            <Trans comment="Name of the messaging app, used as a contact method or label. Keep the brand name.">
              WhatsApp
            </Trans>
          ),
          email: (
            <Trans
              context="preferred contact option"
              comment="A choice of how the clinic should reply (phone call, WhatsApp, e-mail): the channel, not the address."
            >
              Email
            </Trans>
          ),
        }}
      />

      <Field
        {...field('email')}
        required={emailRequired}
        hint={
          emailRequired ? (
            <Trans comment="Hint under the e-mail field when the visitor chose e-mail as the way to be contacted.">
              Needed, as you would like us to reply by email.
            </Trans>
          ) : (
            <Trans comment="Hint under the e-mail field of the enquiry form.">
              Optional. Needed only if you would like us to reply by email.
            </Trans>
          )
        }
      />

      <Field
        {...field('preferredDate')}
        describedBy={[validDate && `${id}-date-words`]}
        inputProps={{ min: today, onChange: (e) => setDate(e.currentTarget.value) }}
        after={
          validDate && (
            <>
              <p
                className="field__hint field__date-words"
                id={`${id}-date-words`}
                data-testid="enquiry-date-words"
              >
                {dateInWords(validDate, i18n.locale || 'en-SG')}
              </p>
              {isClosedDay(validDate) && (
                <p className="field__warning" data-testid="enquiry-date-closed">
                  <Trans>
                    The clinic is closed on that date. You can still send your enquiry; we will
                    suggest another day.
                  </Trans>
                </p>
              )}
            </>
          )
        }
      />

      <ChoiceField
        {...field('preferredTime')}
        options={{
          any: (
            <Trans comment="Preferred time of day for an appointment: either morning or afternoon is fine.">
              No preference
            </Trans>
          ),
          morning: <Trans comment="Preferred time of day for an appointment">Morning</Trans>,
          afternoon: <Trans comment="Preferred time of day for an appointment">Afternoon</Trans>,
        }}
      />

      {/* Before the message field, where a patient would describe symptoms: 995, not the form. */}
      <p className="enquiry-form__emergency" id={`${id}-emergency`}>
        <Trans comment="Shown just before the message field of the enquiry form. <0> dials 995, Singapore's emergency ambulance number.">
          This form is not for emergencies. For chest pain or collapse, call{' '}
          <a href="tel:995">995</a>.
        </Trans>
      </p>

      <Field {...field('message')} describedBy={[`${id}-emergency`]} rows={5} />

      <p className="privacy-notice" id="privacy-notice">
        <Trans comment="Short privacy notice shown above the consent checkbox. {retentionDays} is a number of days. <0> links to the privacy policy page.">
          We use your details only to reply to your enquiry and arrange your care. Your enquiry is
          stored in the clinic's database and also e-mailed to the clinic's inbox; both copies are
          deleted within {retentionDays} days. Please do not include your NRIC or passport number.
          Read our <a href={privacyPolicyHref}>privacy policy</a>.
        </Trans>
      </p>

      <CheckboxField
        {...field('pdpaConsent')}
        label={
          <Trans comment="Required consent checkbox (Singapore PDPA). <0> links to the privacy policy page.">
            I agree that the clinic may collect and use the details in this form to respond to my
            enquiry and arrange care, as described in the{' '}
            <a href={privacyPolicyHref}>privacy policy</a>. *
          </Trans>
        }
      />

      <CheckboxField
        {...field('marketingConsent')}
        label={
          <Trans comment="Optional marketing consent checkbox. The channels must stay named (Singapore PDPA and Do Not Call rules).">
            Optional: I would like to receive occasional heart health information and clinic news by
            e-mail and WhatsApp. I can unsubscribe at any time.
          </Trans>
        }
      />

      {/* Hidden from people; bots that fill every field reveal themselves here. */}
      <div className="enquiry-form__trap" aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="sourcePage" value={pathname} />
      {sent && <input type="hidden" name="formToken" value={sent.token} />}

      {/* Never disabled before the script is ready: the browser can send the form itself. */}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? (
          <Trans comment="Text of the send button while the enquiry is being sent.">Sending…</Trans>
        ) : (
          <Trans comment="Button that sends the enquiry form.">Send enquiry</Trans>
        )}
      </button>
    </form>
  )
}
