// The form's submission, kept in React state and never retried (ADR 0014).
import { useRef, useState, type FormEvent } from 'react'
import { useNavigateToPage } from '../i18n/navigation.tsx'
import type { NativeFormState } from './native-post.ts'
import { rememberEnquiryReference } from './reference.ts'
import {
  ENQUIRY_VISITOR_FIELDS,
  validateEnquiry,
  type EnquiryFieldErrors,
  type EnquiryMessageCode,
  type EnquiryVisitorField,
} from './schema.ts'
import { submitEnquiry } from './submit.functions.ts'
import { getEnquiryFormToken } from './token.functions.ts'

/** A request still unanswered after this long is given up, and the call/WhatsApp lines offered. */
export const SUBMIT_TIMEOUT_MS = 20_000

export interface SubmitState {
  sending: boolean
  /** Why the enquiry was not sent, shown above the form (never while sending). */
  problem: EnquiryMessageCode | undefined
  errors: EnquiryFieldErrors
}

/** The signed form token: asked for once, and again only after a failure or `forget()`. */
export function createTokenSource(fetchToken: () => Promise<string>, signed?: string) {
  let current: Promise<string> | null = signed ? Promise.resolve(signed) : null
  return {
    get(): Promise<string> {
      current ??= fetchToken().catch((error: unknown) => {
        current = null
        throw error
      })
      return current
    },
    forget() {
      current = null
    },
  }
}

type SubmitResult = Awaited<ReturnType<typeof submitEnquiry>>

export interface SubmitDeps {
  today: string | undefined
  tokens: ReturnType<typeof createTokenSource>
  post: (options: { data: Record<string, unknown>; signal: AbortSignal }) => Promise<SubmitResult>
  online: () => boolean
  timeoutMs?: number
  set: (patch: Partial<SubmitState>) => void
  /** After the next paint: the first field in error, or the summary above the form. */
  focus: (target: EnquiryVisitorField | 'summary') => void
  sent: (ref: string) => Promise<void>
}

/** One press of Send, from the form's values to its next state; never throws. */
export async function submitForm(data: Record<string, unknown>, deps: SubmitDeps): Promise<void> {
  const { tokens, set, focus } = deps
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
    // The token's request may have started on focus, without this signal: it races the timer.
    const timedOut = new Promise<never>((_, reject) =>
      abort.signal.addEventListener('abort', reject),
    )
    const formToken = await Promise.race([tokens.get(), timedOut])
    const result = await deps.post({ data: { ...data, formToken }, signal: abort.signal })
    if (result.ok) return await deps.sent(result.id)
    if (result.code === 'form_expired') tokens.forget()
    if (result.status === 400 && result.fieldErrors) showErrors(result.fieldErrors)
    if (result.code) fail(result.code)
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
  sent: NativeFormState | undefined
  today: string | undefined
  fieldId: (field: EnquiryVisitorField) => string
}) {
  const navigateTo = useNavigateToPage()
  const summaryRef = useRef<HTMLDivElement>(null)
  const [tokens] = useState(() =>
    createTokenSource(() => getEnquiryFormToken().then((result) => result.token), sent?.token),
  )
  const [state, setState] = useState<SubmitState>({
    sending: false,
    problem: sent?.problem,
    errors: sent?.errors ?? {},
  })

  return {
    ...state,
    summaryRef,
    prefetchToken: () => void tokens.get().catch(() => undefined),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (state.sending) return
      void submitForm(Object.fromEntries(new FormData(event.currentTarget)), {
        today,
        tokens,
        post: submitEnquiry,
        online: () => navigator.onLine,
        set: (patch) => setState((current) => ({ ...current, ...patch })),
        focus: (target) =>
          requestAnimationFrame(() =>
            (target === 'summary'
              ? summaryRef.current
              : document.getElementById(fieldId(target))
            )?.focus(),
          ),
        sent: async (ref) => {
          rememberEnquiryReference(ref)
          await navigateTo('thankYou')
        },
      })
    },
  }
}
