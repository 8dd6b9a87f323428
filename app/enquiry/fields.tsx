// Limits and types from ENQUIRY_CONTROLS (schema.ts): a control cannot disagree with its schema.
import { msg } from '@lingui/core/macro'
import type { ChangeEventHandler, InputHTMLAttributes, ReactNode } from 'react'
import { ENQUIRY_CONTROLS, type EnquiryVisitorField } from './schema.ts'

export const fieldLabels = {
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

export interface FieldProps {
  /** The control's id; its hint and error are `${id}-hint` and `${id}-error`. */
  id: string
  name: EnquiryVisitorField
  label: ReactNode
  error?: string | undefined
  /** What the visitor sent without script, shown again (a checked box sends any value). */
  sentValue?: string | undefined
}

function controlAttributes(
  { id, name, error, required }: FieldProps & { required?: boolean | undefined },
  descriptions: unknown[] = [],
) {
  return {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [...descriptions, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
    'aria-required': required,
  }
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null
}

/** `describedBy`: more descriptions, read after the hint; `after` and then `note`: under the control. */
export function Field({
  hint,
  describedBy = [],
  rows,
  inputProps,
  after,
  note,
  ...props
}: FieldProps & {
  hint?: ReactNode
  describedBy?: (string | false | undefined)[]
  /** Overrides the schema's `required` (required by another choice): mark and aria-required. */
  required?: boolean | undefined
  rows?: number
  inputProps?: InputHTMLAttributes<HTMLInputElement>
  after?: ReactNode
  note?: ReactNode
}) {
  const { id, name } = props
  const control = ENQUIRY_CONTROLS[name]
  const attributes = controlAttributes(props, [hint && `${id}-hint`, ...describedBy])
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}
        {(props.required ?? control.required) ? ' *' : null}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {rows ? (
        <textarea {...attributes} rows={rows} {...control} defaultValue={props.sentValue} />
      ) : (
        <input {...attributes} {...inputProps} {...control} defaultValue={props.sentValue} />
      )}
      {after}
      {note}
      <FieldError {...props} />
    </div>
  )
}

/** A checkbox before its label; a required box's mark is part of its label's sentence. */
export function CheckboxField(props: FieldProps) {
  // aria-required, not `required`: an unticked native required box is announced as invalid
  // before anything is sent. The form is noValidate; the script and the server check it.
  const { required, ...control } = ENQUIRY_CONTROLS[props.name]
  return (
    <div className={props.error ? 'field field--check field--invalid' : 'field field--check'}>
      <input
        {...controlAttributes({ ...props, required })}
        {...control}
        value="true"
        defaultChecked={props.sentValue !== undefined}
      />
      <label htmlFor={props.id}>{props.label}</label>
      <FieldError {...props} />
    </div>
  )
}

export function ChoiceField({
  options,
  onChange,
  after,
  ...props
}: FieldProps & {
  options: Record<string, ReactNode>
  onChange?: ChangeEventHandler<HTMLInputElement>
  after?: ReactNode
}) {
  const { id, name, error } = props
  return (
    <fieldset className="field field--choices" aria-describedby={error && `${id}-error`}>
      <legend>
        {props.label}
        {ENQUIRY_CONTROLS[name].required ? ' *' : null}
      </legend>
      {Object.entries(options).map(([value, label], index) => (
        <label key={value}>
          <input
            type="radio"
            name={name}
            value={value}
            id={index ? undefined : id}
            defaultChecked={props.sentValue === undefined ? !index : props.sentValue === value}
            onChange={onChange}
          />{' '}
          {label}
        </label>
      ))}
      {after}
      <FieldError {...props} />
    </fieldset>
  )
}

/** What the visitor does not fill in, and the trap: bots that fill every field reveal themselves. */
export function HiddenFields(props: { locale: string; sourcePage: string }) {
  return (
    <>
      <div className="enquiry-form__trap" aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name="locale" value={props.locale} />
      <input type="hidden" name="sourcePage" value={props.sourcePage} />
    </>
  )
}
