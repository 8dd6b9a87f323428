import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EnquiryVisitorField } from './schema.ts'
import { submitForm, SUBMIT_TIMEOUT_MS, type SubmitDeps, type SubmitState } from './submit-state.ts'
import { validInput } from './test-support/fixtures.ts'

type Post = SubmitDeps['post']
type Answer = Awaited<ReturnType<Post>>

/** The form's side: every state change and focus, in order, as the hook would apply them. */
function form(post: Post, { online = true } = {}) {
  const steps: (
    Partial<SubmitState> | { focus: EnquiryVisitorField | 'summary' } | { sent: string }
  )[] = []
  const deps: SubmitDeps = {
    today: '2026-11-27',
    post: vi.fn(post),
    online: () => online,
    set: (patch) => void steps.push(patch),
    focus: (target) => void steps.push({ focus: target }),
    sent: async (ref) => void steps.push({ sent: ref }),
  }
  const data = validInput()
  return { deps, steps, send: () => submitForm(data, deps) }
}

const answer = (value: Answer) => async () => value

afterEach(() => {
  vi.useRealTimers()
})

describe('submitting the enquiry form', () => {
  it('sends and goes on to the thank-you page with the reference, still sending', async () => {
    const { deps, steps, send } = form(answer({ ok: true, ref: 'K7M2-9QXD' }))
    await send()
    expect(steps).toEqual([
      { errors: {} },
      { problem: undefined, sending: true },
      { sent: 'K7M2-9QXD' },
    ])
    expect(deps.post).toHaveBeenCalledTimes(1)
  })

  it('shows the errors of fields it can check itself, focusing the first, and sends nothing', async () => {
    const { deps, steps } = form(answer({ ok: true, ref: 'x' }))
    await submitForm({ ...validInput(), name: '', phone: 'abc' }, deps)
    expect(steps).toEqual([
      { problem: undefined },
      { errors: { name: 'name_required', phone: 'phone_invalid' } },
      { focus: 'name' },
    ])
    expect(deps.post).not.toHaveBeenCalled()
  })

  it('offline, says so at once and offers the other ways, without trying', async () => {
    const { deps, steps, send } = form(answer({ ok: true, ref: 'x' }), { online: false })
    await send()
    expect(steps).toEqual([
      { errors: {} },
      { sending: false, problem: 'offline' },
      { focus: 'summary' },
    ])
    expect(deps.post).not.toHaveBeenCalled()
  })

  it('aborts a post still unanswered at the time limit', async () => {
    vi.useFakeTimers()
    const { steps, send } = form(
      (signal) =>
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

  it("shows the server's field errors and its problem, focusing the first field", async () => {
    const { steps, send } = form(
      answer({ ok: false, problem: 'rate_limited', errors: { email: 'email_invalid' } }),
    )
    await send()
    expect(steps.slice(2)).toEqual([
      { errors: { email: 'email_invalid' } },
      { focus: 'email' },
      { sending: false, problem: 'rate_limited' },
      { focus: 'summary' },
    ])
  })

  it('stops sending on field errors alone', async () => {
    const { steps, send } = form(answer({ ok: false, errors: { phone: 'phone_invalid' } }))
    await send()
    expect(steps.slice(-3)).toEqual([
      { errors: { phone: 'phone_invalid' } },
      { focus: 'phone' },
      { sending: false },
    ])
  })
})
