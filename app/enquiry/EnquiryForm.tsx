import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useRef } from 'react'
import { clinic } from '../site/clinic.ts'
import { LineThenSentence, Sentences } from '../content/Joined.tsx'
import { useLocale, usePathname } from '../i18n/navigation.tsx'
import { formatPhone, telHref } from '../site/phone.ts'
import { pageHref } from '../site/pages.ts'
import { NotForEmergencies } from './NotForEmergencies.tsx'
import { SameDayNote } from './SameDayNote.tsx'
import { enquiryErrorMessage, offersOtherWays } from './errors.ts'
import { CheckboxField, ChoiceField, Field, fieldLabels, HiddenFields } from './fields.tsx'
import { dateInWords, isClosedDay, showsSameDayLine, useFormChoices } from './form-choices.ts'
import type { FormState } from './form-state.ts'
import {
  ENQUIRY_VISITOR_FIELDS,
  isValidIsoDate,
  PHONE_EXAMPLES,
  type EnquiryVisitorField,
} from './schema.ts'
import { useEnquirySubmit } from './submit-state.ts'

/** The page's one form: its fields' ids are fixed, so the error summary's links work without script. */
const id = 'enquiry'

export function EnquiryForm({ sent }: { sent?: FormState | undefined }) {
  const { i18n } = useLingui()
  const pathname = usePathname()
  const locale = useLocale()
  const privacyPolicyHref = pageHref('privacyPolicy', locale) ?? pageHref('privacyPolicy', 'en')!
  // The notice names the later of the database's and the inbox's deletion.
  const retentionDays = Math.max(clinic.enquiryRetentionDays, clinic.privacy.inboxRetentionDays)
  const phoneExample = PHONE_EXAMPLES[locale]
  const formRef = useRef<HTMLFormElement>(null)
  const { today, contact, setContact, date, setDate } = useFormChoices(formRef, sent)

  const fieldId = (field: EnquiryVisitorField) => `${id}-${field}`
  const summaryId = `${id}-summary`
  const { errors, sending, problem, summaryRef, onSubmit } = useEnquirySubmit({
    sent,
    today,
    fieldId,
  })

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
      method="post"
      action={`${pathname}#${summaryId}`}
      noValidate
      onSubmit={onSubmit}
      id="enquiry-form"
    >
      <div
        ref={summaryRef}
        id={summaryId}
        tabIndex={-1}
        className="enquiry-form__summary"
        role="alert"
        aria-live="assertive"
      >
        {problem && <p>{i18n._(enquiryErrorMessage(problem, phoneExample))}</p>}
        {problem && offersOtherWays(problem) && (
          <p className="enquiry-form__other-ways" data-testid="enquiry-other-ways">
            <LineThenSentence
              line={
                <Trans comment="Other ways to reach the clinic, shown under an error when the enquiry could not be sent. <0> dials the clinic, <1> opens WhatsApp.">
                  Call us: <a href={telHref(clinic.phones.call)}>{call}</a> · WhatsApp:{' '}
                  <a href={whatsappLink}>{whatsapp}</a>
                </Trans>
              }
            >
              <NotForEmergencies />
            </LineThenSentence>
          </p>
        )}
        {errorCount > 0 && (
          <>
            {!problem && (
              <p>
                <Trans comment="Above the enquiry form when some fields have errors; a list of links to each of them follows.">
                  Please correct the following:
                </Trans>
              </p>
            )}
            <ul className="enquiry-form__error-list">
              {ENQUIRY_VISITOR_FIELDS.flatMap((name) => {
                const code = errors[name]
                return code
                  ? [
                      <li key={name}>
                        <a href={`#${fieldId(name)}`}>
                          {i18n._(enquiryErrorMessage(code, phoneExample))}
                        </a>
                      </li>,
                    ]
                  : []
              })}
            </ul>
          </>
        )}
      </div>
      <noscript>
        <p className="enquiry-form__noscript">
          <Sentences
            first={
              <Trans comment="Shown only when JavaScript is off in the visitor's browser: the form still works. <0> and <1> are links that dial the clinic and open WhatsApp.">
                JavaScript is turned off in your browser: you can still send this form. You can also
                call us on <a href={telHref(clinic.phones.call)}>{call}</a> or message us on
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
        describedBy={[
          validDate && `${id}-date-words`,
          showsSameDayLine(validDate, today) && `${id}-same-day`,
        ]}
        inputProps={{ min: today, onChange: (e) => setDate(e.currentTarget.value) }}
        note={<SameDayNote id={`${id}-same-day`} date={validDate} today={today} />}
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

      <HiddenFields locale={locale} sourcePage={pathname} />

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
