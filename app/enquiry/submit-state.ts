import { useRef, useState, type FormEvent } from 'react'
import { useNavigateToPage } from '../i18n/navigation.tsx'
import * as v from 'valibot'
import type { EnquiryAnswer, FormState } from './form-state.ts'
import { REF_PATTERN } from './reference.ts'
import {
  ENQUIRY_ERROR_CODES,
  ENQUIRY_VISITOR_FIELDS,
  SUBMIT_ERROR_CODES,
  validateEnquiry,
  type EnquiryFieldErrors,
  type EnquiryMessageCode,
  type EnquiryVisitorField,
} from './schema.ts'

/** A request still unanswered after this long is given up, and the call/WhatsApp lines offered. */
export const SUBMIT_TIMEOUT_MS = 20_000

export interface SubmitState {
  sending: boolean
  problem: EnquiryMessageCode | undefined
  errors: EnquiryFieldErrors
}

/** The form's own action, as data: the same handler answers the browser's post with a page. */
export async function postEnquiry(
  action: string,
  body: FormData,
  signal: AbortSignal,
): Promise<EnquiryAnswer> {
  const response = await fetch(action, {
    method: 'POST',
    body: new URLSearchParams(body as unknown as Record<string, string>),
    headers: { accept: 'application/json' },
    signal,
  })
  const answer = v.safeParse(EnquiryAnswerSchema, await response.json())
  if (!answer.success) throw new Error(`Unexpected answer (${response.status})`)
  return answer.output
}

const EnquiryAnswerSchema = v.union([
  v.object({ ok: v.literal(true), ref: v.pipe(v.string(), v.regex(REF_PATTERN)) }),
  v.object({
    ok: v.literal(false),
    problem: v.optional(v.picklist(SUBMIT_ERROR_CODES)),
    errors: v.record(v.picklist(ENQUIRY_VISITOR_FIELDS), v.picklist(ENQUIRY_ERROR_CODES)),
  }),
])

export interface SubmitDeps {
  today: string | undefined
  post: (signal: AbortSignal) => Promise<EnquiryAnswer>
  online: () => boolean
  timeoutMs?: number
  set: (patch: Partial<SubmitState>) => void
  /** After the next paint: the first field in error, or the summary above the form. */
  focus: (target: EnquiryVisitorField | 'summary') => void
  sent: (ref: string) => Promise<void>
}

/** Never throws. */
export async function submitForm(data: Record<string, unknown>, deps: SubmitDeps): Promise<void> {
  const { set, focus } = deps
  const showErrors = (errors: EnquiryFieldErrors) => {
    set({ errors })
    const first = ENQUIRY_VISITOR_FIELDS.find((field) => errors[field])
    if (first) focus(first)
  }
  const fail = (problem: EnquiryMessageCode) => {
    set({ sending: false, problem })
    focus('summary')
  }

  const local = validateEnquiry(data, { today: deps.today })
  if (!local.ok) {
    set({ problem: local.formError })
    return showErrors(local.fieldErrors)
  }
  set({ errors: {} })
  if (!deps.online()) return fail('offline')

  set({ problem: undefined, sending: true })
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), deps.timeoutMs ?? SUBMIT_TIMEOUT_MS)
  try {
    const result = await deps.post(abort.signal)
    if (result.ok) return await deps.sent(result.ref)
    if (Object.keys(result.errors).length > 0) showErrors(result.errors)
    if (result.problem) fail(result.problem)
    else set({ sending: false })
  } catch {
    fail(abort.signal.aborted ? 'timeout' : deps.online() ? 'server_busy' : 'offline')
  } finally {
    clearTimeout(timer)
  }
}

/** The form's submission state; `sent`: what the server answered a form sent without script. */
export function useEnquirySubmit({
  sent,
  today,
  fieldId,
}: {
  sent: FormState | undefined
  today: string | undefined
  fieldId: (field: EnquiryVisitorField) => string
}) {
  const navigateTo = useNavigateToPage()
  const summaryRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<SubmitState>({
    sending: false,
    problem: sent?.problem,
    errors: sent?.errors ?? {},
  })

  return {
    ...state,
    summaryRef,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (state.sending) return
      const form = event.currentTarget
      const body = new FormData(form)
      void submitForm(Object.fromEntries(body), {
        today,
        post: (signal) => postEnquiry(form.action, body, signal),
        online: () => navigator.onLine,
        set: (patch) => setState((current) => ({ ...current, ...patch })),
        focus: (target) =>
          requestAnimationFrame(() =>
            (target === 'summary'
              ? summaryRef.current
              : document.getElementById(fieldId(target))
            )?.focus(),
          ),
        sent: (ref) => navigateTo('thankYou', { search: { ref } }),
      })
    },
  }
}
