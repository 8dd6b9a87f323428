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

/** The form's script asks for its answer as data; the browser's own post asks for a page. */
export function wantsData(request: Request): boolean {
  return /^application\/json\b/iu.test(request.headers.get('accept') ?? '')
}
