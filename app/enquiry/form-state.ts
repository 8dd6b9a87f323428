// A form the server answered without script: what the page shows again (action.server.ts).
import type {
  EnquiryFieldErrors,
  EnquiryMessageCode,
  EnquiryVisitorField,
  SubmitErrorCode,
} from './schema.ts'

export interface FormState {
  /** What the visitor typed, field by field (a checked box is present, an unchecked one not). */
  values: Partial<Record<EnquiryVisitorField, string>>
  errors: EnquiryFieldErrors
  problem?: EnquiryMessageCode | undefined
}

/** What the same action answers the form's script, as data. */
export type EnquiryAnswer =
  | { ok: true; ref: string }
  | { ok: false; problem?: SubmitErrorCode | undefined; errors: EnquiryFieldErrors }
