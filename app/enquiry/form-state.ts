// A form the server answered without script: what the page shows again (action.server.ts).
import type {
  EnquiryFieldErrors,
  EnquiryMessageCode,
  EnquiryVisitorField,
  SubmitErrorCode,
} from './schema.ts'

export interface FormState {
  values: Partial<Record<EnquiryVisitorField, string>>
  errors: EnquiryFieldErrors
  problem?: EnquiryMessageCode | undefined
}

export type EnquiryAnswer =
  | { ok: true; ref: string }
  | { ok: false; problem?: SubmitErrorCode | undefined; errors: EnquiryFieldErrors }
