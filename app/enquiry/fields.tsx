// Limits and types from ENQUIRY_CONTROLS (schema.ts): a control cannot disagree with its schema.
import type { ChangeEventHandler, InputHTMLAttributes, ReactNode } from 'react'
import { ENQUIRY_CONTROLS, type EnquiryVisitorField } from './schema.ts'

export interface FieldProps {
  /** The control's id; its hint and error are `${id}-hint` and `${id}-error`. */
  id: string
  name: EnquiryVisitorField
  label: ReactNode
  /** The field's error, already translated. */
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

/** `describedBy`: more descriptions, read after the hint; `after`: under the control. */
export function Field({
  hint,
  describedBy = [],
  rows,
  inputProps,
  after,
  ...props
}: FieldProps & {
  hint?: ReactNode
  describedBy?: (string | false | undefined)[]
  /** Overrides the schema's `required` (required by another choice): mark and aria-required. */
  required?: boolean | undefined
  rows?: number
  inputProps?: InputHTMLAttributes<HTMLInputElement>
  after?: ReactNode
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
      <FieldError {...props} />
    </div>
  )
}

/** A checkbox before its label; a required box's mark is part of its label's sentence. */
export function CheckboxField(props: FieldProps) {
  return (
    <div className="field field--check">
      <input
        {...controlAttributes(props)}
        {...ENQUIRY_CONTROLS[props.name]}
        value="true"
        defaultChecked={props.sentValue !== undefined}
      />
      <label htmlFor={props.id}>{props.label}</label>
      <FieldError {...props} />
    </div>
  )
}

/** `options` maps each value to its label; the first is chosen at first. */
export function ChoiceField({
  options,
  onChange,
  after,
  ...props
}: FieldProps & {
  options: Record<string, ReactNode>
  onChange?: ChangeEventHandler<HTMLInputElement>
  /** Under the choices, before the error. */
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
