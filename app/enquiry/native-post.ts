// The form as the browser sent it without script, handed to the renderer (docs/enquiries.md).
import * as v from 'valibot'
import {
  ENQUIRY_ERROR_CODES,
  ENQUIRY_VISITOR_FIELDS,
  FORM_TOKEN_MAX,
  MESSAGE_MAX,
  SUBMIT_ERROR_CODES,
  type EnquiryFieldErrors,
  type EnquiryMessageCode,
} from './schema.ts'

const VisitorFieldSchema = v.picklist(ENQUIRY_VISITOR_FIELDS)

export const NativeFormStateSchema = v.object({
  /** What the visitor typed, field by field (a checked box is present, an unchecked one not). */
  values: v.record(VisitorFieldSchema, v.pipe(v.string(), v.maxLength(MESSAGE_MAX * 2))),
  errors: v.record(VisitorFieldSchema, v.picklist(ENQUIRY_ERROR_CODES)),
  problem: v.optional(v.picklist([...SUBMIT_ERROR_CODES, ...ENQUIRY_ERROR_CODES])),
  /** Signed by the server for this answer: the prerendered page cannot carry one. */
  token: v.pipe(v.string(), v.maxLength(FORM_TOKEN_MAX)),
})

export type NativeFormState = {
  values: Partial<Record<(typeof ENQUIRY_VISITOR_FIELDS)[number], string>>
  errors: EnquiryFieldErrors
  problem?: EnquiryMessageCode | undefined
  token: string
}

export function encodeFormState(state: NativeFormState): string {
  return encodeURIComponent(JSON.stringify(state))
}

/** Undefined for anything but a state this server wrote. */
export function decodeFormState(header: string | null | undefined): NativeFormState | undefined {
  if (!header) return undefined
  try {
    const result = v.safeParse(NativeFormStateSchema, JSON.parse(decodeURIComponent(header)))
    return result.success ? result.output : undefined
  } catch {
    return undefined
  }
}
