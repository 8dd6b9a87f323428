// In this tab's sessionStorage, so a reload or a crashed tab loses nothing; never sent anywhere.
// Consent boxes are not kept: they are given again, knowingly.
import * as v from 'valibot'
import { ENQUIRY_CONTROLS, ENQUIRY_VISITOR_FIELDS, type EnquiryVisitorField } from './schema.ts'

const KEY = 'heart-clinic.enquiry-draft.v1'
type DraftField = Exclude<EnquiryVisitorField, 'pdpaConsent' | 'marketingConsent'>
const FIELDS = ENQUIRY_VISITOR_FIELDS.filter(
  (name): name is DraftField => ENQUIRY_CONTROLS[name].type !== 'checkbox',
)

const DraftValue = v.optional(v.pipe(v.string(), v.maxLength(10_000)))
const DraftSchema = v.object(
  Object.fromEntries(FIELDS.map((name) => [name, DraftValue])) as Record<
    DraftField,
    typeof DraftValue
  >,
)
export type Draft = Partial<Record<DraftField, string>>

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null // storage disabled (some private modes): the form still works, without drafts
  }
}

function control(
  form: HTMLFormElement,
  name: string,
): HTMLInputElement | HTMLTextAreaElement | RadioNodeList | null {
  const item = form.elements.namedItem(name)
  return item instanceof HTMLInputElement ||
    item instanceof HTMLTextAreaElement ||
    item instanceof RadioNodeList
    ? item
    : null
}

export function saveDraft(form: HTMLFormElement): void {
  const draft: Draft = {}
  for (const name of FIELDS) {
    const value = control(form, name)?.value
    if (value) draft[name] = value
  }
  try {
    storage()?.setItem(KEY, JSON.stringify(draft))
  } catch {
    // Quota exceeded: the form itself still holds the text.
  }
}

/** Puts a saved draft back into the form's fields and returns it (null when there is none). */
export function readDraft(form: HTMLFormElement): Draft | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage()?.getItem(KEY) ?? 'null')
  } catch {
    return null
  }
  const result = v.safeParse(DraftSchema, parsed)
  if (!result.success) return null
  const draft: Draft = result.output
  for (const [name, value] of Object.entries(draft)) {
    const target = control(form, name)
    // Never overwrite what the visitor typed before the script was ready.
    if (target && value !== undefined && (target instanceof RadioNodeList || target.value === ''))
      target.value = value
  }
  return draft
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(KEY)
  } catch {
    // nothing to clear
  }
}
