import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EnquiryVisitorField } from './schema.ts'
import {
  createTokenSource,
  submitForm,
  SUBMIT_TIMEOUT_MS,
  type SubmitDeps,
  type SubmitState,
} from './submit-state.ts'
import { validInput } from './test-support/fixtures.ts'

type Post = SubmitDeps['post']
type Answer = Awaited<ReturnType<Post>>

/** The form's side: every state change and focus, in order, as the hook would apply them. */
function form(post: Post, { online = true, token = async () => 'fresh-token' } = {}) {
  const steps: (
    Partial<SubmitState> | { focus: EnquiryVisitorField | 'summary' } | { sent: string }
  )[] = []
  const fetchToken = vi.fn(token)
  const deps: SubmitDeps = {
    today: '2026-11-27',
    tokens: createTokenSource(fetchToken),
    post: vi.fn(post),
    online: () => online,
    set: (patch) => void steps.push(patch),
    focus: (target) => void steps.push({ focus: target }),
    sent: async (ref) => void steps.push({ sent: ref }),
  }
  const { formToken: _, ...data } = validInput()
  return { deps, steps, fetchToken, send: () => submitForm(data, deps) }
}

const answer = (value: Answer) => async () => value

afterEach(() => {
  vi.useRealTimers()
})

describe('submitting the enquiry form', () => {
  it('sends with a form token and goes on to the thank-you page, still sending', async () => {
    const { deps, steps, send } = form(answer({ ok: true, id: 'K7M2-9QXD' }))
    await send()
    expect(steps).toEqual([
      { errors: {} },
      { problem: undefined, sending: true },
      { sent: 'K7M2-9QXD' },
    ])
    expect(vi.mocked(deps.post).mock.calls[0]![0].data).toMatchObject({
      name: 'Tan Mei Ling',
      formToken: 'fresh-token',
    })
  })

  it('shows the errors of fields it can check itself, focusing the first, and sends nothing', async () => {
    const { deps, steps, fetchToken } = form(answer({ ok: true, id: 'x' }))
    await submitForm({ ...validInput(), name: '', phone: 'abc' }, deps)
    expect(steps).toEqual([
      { problem: undefined },
      { errors: { name: 'name_required', phone: 'phone_invalid' } },
      { focus: 'name' },
    ])
    expect(fetchToken).not.toHaveBeenCalled()
    expect(deps.post).not.toHaveBeenCalled()
  })

  it('offline, says so at once and offers the other ways, without trying', async () => {
    const { deps, steps, send } = form(answer({ ok: true, id: 'x' }), { online: false })
    await send()
    expect(steps).toEqual([
      { errors: {} },
      { sending: false, problem: 'offline' },
      { focus: 'summary' },
    ])
    expect(deps.post).not.toHaveBeenCalled()
  })

  it('gives up after the time limit while the token is still on its way', async () => {
    vi.useFakeTimers()
    const { deps, steps, send } = form(answer({ ok: true, id: 'x' }), {
      token: () => new Promise<string>(() => {}),
    })
    const sending = send()
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS)
    await sending
    expect(steps.slice(-2)).toEqual([{ sending: false, problem: 'timeout' }, { focus: 'summary' }])
    expect(deps.post).not.toHaveBeenCalled()
  })

  it('aborts a post still unanswered at the time limit', async () => {
    vi.useFakeTimers()
    const { steps, send } = form(
      ({ signal }) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    )
    const sending = send()
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS)
    await sending
    expect(steps.slice(-2)).toEqual([{ sending: false, problem: 'timeout' }, { focus: 'summary' }])
  })

  it('a failed request is a busy server when online, no connection when not', async () => {
    const busy = form(() => Promise.reject(new TypeError('Failed to fetch')))
    await busy.send()
    expect(busy.steps.at(-2)).toEqual({ sending: false, problem: 'server_busy' })

    let online = true
    const dropped = form(() => {
      online = false
      return Promise.reject(new TypeError('Failed to fetch'))
    })
    dropped.deps.online = () => online
    await dropped.send()
    expect(dropped.steps.at(-2)).toEqual({ sending: false, problem: 'offline' })
  })

  it("shows the server's field errors, and asks for a fresh token after an expired one", async () => {
    const { steps, send, fetchToken } = form(
      answer({
        ok: false,
        status: 400,
        code: 'form_expired',
        fieldErrors: { email: 'email_invalid' },
      }),
    )
    await send()
    expect(steps.slice(2)).toEqual([
      { errors: { email: 'email_invalid' } },
      { focus: 'email' },
      { sending: false, problem: 'form_expired' },
      { focus: 'summary' },
    ])
    await send()
    expect(fetchToken).toHaveBeenCalledTimes(2)
  })

  it('keeps a token that worked, and stops sending on field errors alone', async () => {
    const { steps, send, fetchToken } = form(
      answer({ ok: false, status: 400, fieldErrors: { phone: 'phone_invalid' } }),
    )
    await send()
    await send()
    expect(fetchToken).toHaveBeenCalledTimes(1)
    expect(steps.slice(-3)).toEqual([
      { errors: { phone: 'phone_invalid' } },
      { focus: 'phone' },
      { sending: false },
    ])
  })
})

describe('the form token', () => {
  it('uses the token signed into the page before asking for one', async () => {
    const fetchToken = vi.fn(async () => 'fresh')
    const tokens = createTokenSource(fetchToken, 'signed')
    expect(await tokens.get()).toBe('signed')
    tokens.forget()
    expect(await tokens.get()).toBe('fresh')
    expect(fetchToken).toHaveBeenCalledTimes(1)
  })

  it('asks once for all callers, and again after a failed request', async () => {
    const fetchToken = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('second')
    const tokens = createTokenSource(fetchToken)
    await expect(Promise.all([tokens.get(), tokens.get()])).rejects.toThrow('offline')
    expect(await tokens.get()).toBe('second')
    expect(await tokens.get()).toBe('second')
    expect(fetchToken).toHaveBeenCalledTimes(2)
  })
})
