import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { listEnquiries, listOutbox, openEnquiryDb, SERVER_BUSY_TIMEOUT_MS } from './db.server.ts'
import { silentLogger } from '../log.server.ts'
import { createRateLimiter } from './rate-limit.server.ts'
import { createEnquiryService, type EnquiryServiceDeps } from './service.server.ts'
import { TEST_FORM_SECRET, validInput } from './test-support/fixtures.ts'
import { holdWriteLock } from './test-support/processes.ts'
import { REF_PATTERN } from './reference.ts'

let dir: string
let db: DatabaseSync
let kicks: number
const NOW = Date.parse('2025-05-01T02:00:00.000Z') // 10:00 in Singapore

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'enquiry-service-'))
  db = openEnquiryDb(join(dir, 'enquiries.db'))
  kicks = 0
})
afterEach(() => {
  if (db.isOpen) db.close()
  rmSync(dir, { recursive: true, force: true })
})

function service(overrides: Partial<EnquiryServiceDeps> = {}) {
  return createEnquiryService({
    db,
    outbox: { kick: () => void kicks++ },
    limiter: createRateLimiter({ now: () => NOW }),
    now: () => NOW,
    logger: silentLogger,
    formSecret: TEST_FORM_SECRET,
    ...overrides,
  })
}

const input = (overrides: Record<string, unknown> = {}) => validInput({ ...overrides })
const count = () => listEnquiries(db).length

describe('EnquiryService.submit', () => {
  it('stores a valid enquiry with its outbox row, kicks the outbox and returns the reference', async () => {
    const result = await service().submit(input(), { ip: '203.0.113.1' })
    expect(result).toEqual({ ok: true, id: expect.stringMatching(REF_PATTERN) })
    const [stored] = listEnquiries(db)
    expect(stored).toMatchObject({
      ref: result.ok ? result.id : '',
      created_at: '2025-05-01T02:00:00.000Z',
      delivery: 'pending',
    })
    expect(listOutbox(db)).toHaveLength(1)
    expect(kicks).toBe(1)
  })

  it('stores an enquiry without e-mail address (phone contact) and its morning/afternoon preference', async () => {
    const result = await service().submit(
      input({ email: '', preferredContact: 'whatsapp', preferredTime: 'afternoon' }),
      { ip: '203.0.113.1' },
    )
    expect(result.ok).toBe(true)
    expect(listEnquiries(db)).toMatchObject([
      { email: '', preferred_contact: 'whatsapp', preferred_time: 'afternoon' },
    ])
  })

  it("marks a sender's second enquiry in 24 hours a repeat, mailed after first enquiries", async () => {
    const s = service()
    const post = (ip: string) => s.submit(input(), { ip })
    for (const ip of [
      '203.0.113.1',
      '203.0.113.1',
      '203.0.113.2',
      '2001:db8:1:2::3',
      '2001:db8:1:9::1',
    ])
      expect((await post(ip)).ok).toBe(true)
    const priorities = db.prepare('SELECT priority FROM outbox ORDER BY id').all()
    expect(priorities.map((row) => row.priority)).toEqual([0, 1, 0, 0, 1])
  })

  it('returns field error codes with status 400 and stores nothing', async () => {
    const result = await service().submit(input({ email: 'nope', pdpaConsent: undefined }), {
      ip: '203.0.113.1',
    })
    expect(result).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { email: 'email_invalid', pdpaConsent: 'consent_required' },
    })
    expect(count()).toBe(0)
  })

  it('rejects a preferred date in the past (Singapore time)', async () => {
    const result = await service().submit(input({ preferredDate: '2025-04-30' }), {
      ip: '203.0.113.1',
    })
    expect(result).toMatchObject({ status: 400, fieldErrors: { preferredDate: 'date_in_past' } })
    expect(
      (await service().submit(input({ preferredDate: '2025-05-01' }), { ip: '203.0.113.1' })).ok,
    ).toBe(true)
  })

  it.each([null, 'x', 42, [], { name: 'x' }, input({ locale: 'xx' })])(
    'answers invalid_request for %j',
    async (raw) => {
      const result = await service().submit(raw, { ip: '203.0.113.1' })
      expect(result).toMatchObject({ ok: false, status: 400 })
      expect(count()).toBe(0)
    },
  )

  it('pretends success for a filled honeypot but stores nothing', async () => {
    const result = await service().submit(input({ website: 'http://spam.example' }), {
      ip: '203.0.113.1',
    })
    expect(result).toEqual({ ok: true, id: expect.stringMatching(REF_PATTERN) })
    expect(count()).toBe(0)
    expect(listOutbox(db)).toHaveLength(0)
    expect(kicks).toBe(0)
  })

  it('answers a repeat of an enquiry within a day with its reference, and stores it again after', async () => {
    let now = NOW
    const svc = service({ now: () => now })
    const post = input({ message: 'Short of breath on the stairs since last week.' })
    const first = await svc.submit(post, { ip: '203.0.113.1' })
    expect(first.ok).toBe(true)
    // A double press, a retry, or the captured post from another address.
    expect(await svc.submit({ ...post }, { ip: '203.0.113.1' })).toEqual(first)
    expect(await svc.submit({ ...post, website: '' }, { ip: '198.51.100.7' })).toEqual(first)
    // What counts is what the visitor wrote or chose, not where the form was.
    expect(await svc.submit({ ...post, sourcePage: '/cn/contact-us/' }, { ip: '::1' })).toEqual(
      first,
    )
    expect(count()).toBe(1)
    expect(kicks).toBe(1)

    // Anything the visitor changed is another enquiry.
    const changed = await svc.submit({ ...post, preferredTime: 'morning' }, { ip: '203.0.113.1' })
    expect(changed.ok && first.ok && changed.id !== first.id).toBe(true)
    expect(count()).toBe(2)

    // A day later the same words are a patient asking again: stored and mailed again.
    now += 24 * 60 * 60 * 1000 + 1
    const later = await svc.submit({ ...post }, { ip: '203.0.113.1' })
    expect(later.ok && first.ok && later.id !== first.id).toBe(true)
    expect(count()).toBe(3)
  })

  it('tells repeats apart with the server key: the stored key is not a plain hash of the enquiry', async () => {
    const post = input()
    await service().submit(post, { ip: '203.0.113.1' })
    const other = createEnquiryService({
      db,
      outbox: { kick: () => undefined },
      limiter: createRateLimiter({ now: () => NOW }),
      now: () => NOW,
      logger: silentLogger,
      formSecret: Buffer.from('another secret of 32 characters!!'),
    })
    // Under another key the same words are not found again.
    await other.submit({ ...post }, { ip: '203.0.113.2' })
    expect(count()).toBe(2)
  })

  it('(d) answers 429 after 5 enquiries from one address in 10 minutes', async () => {
    let now = NOW
    const svc = service({ now: () => now, limiter: createRateLimiter({ now: () => now }) })
    const post = (ip: string) => svc.submit(input(), { ip })

    for (let i = 0; i < 5; i++) {
      expect((await post('203.0.113.1')).ok).toBe(true)
      now += 1000
    }
    expect(await post('203.0.113.1')).toEqual({
      ok: false,
      status: 429,
      code: 'rate_limited',
      retryAfterSeconds: 595,
    })
    // Same client seen through the IPv4-mapped form is the same key.
    expect(await post('::ffff:203.0.113.1')).toMatchObject({ status: 429 })
    // Another client is unaffected.
    expect((await post('198.51.100.2')).ok).toBe(true)
    expect(count()).toBe(6)

    now += 10 * 60 * 1000
    expect((await post('203.0.113.1')).ok).toBe(true)
  })

  it('limits a whole IPv6 /48 as well as each /64 in it, and a refusal by one uses up nothing of the other', async () => {
    const svc = service({
      limiter: createRateLimiter({ now: () => NOW }),
      wideLimiter: createRateLimiter({ limit: 20, now: () => NOW }),
    })
    const answers: number[] = []
    // 100 posts from each of ten /64s of one /48: fresh tokens, every post valid.
    for (let net = 1; net <= 10; net++)
      for (let host = 1; host <= 100; host++) {
        const result = await svc.submit(input(), {
          ip: `2001:db8:77:${net * 10}::${host.toString(16)}`,
        })
        answers.push(result.ok ? 200 : result.status)
      }
    expect(answers.filter((status) => status === 200)).toHaveLength(20)
    expect(count()).toBe(20)
    // Another /48 is unaffected.
    expect((await svc.submit(input(), { ip: '2001:db8:78::1' })).ok).toBe(true)
  })

  it("keeps the page an enquiry came from only when it is one of the site's, and stores the enquiry either way", async () => {
    const svc = service()
    for (const sourcePage of ['/cn/contact-us/', '/"><img/src=x>https://phish.example/login?x=<b>'])
      expect((await svc.submit(input({ sourcePage }), { ip: '203.0.113.1' })).ok).toBe(true)
    expect(listEnquiries(db).map((e) => e.source_page)).toEqual(['/cn/contact-us/', 'unknown'])
    expect(listOutbox(db).map((row) => row.status)).toEqual(['pending', 'pending'])
  })

  it('does not count invalid posts against the limit', async () => {
    const svc = service({ limiter: createRateLimiter({ limit: 1, now: () => NOW }) })
    for (let i = 0; i < 3; i++) await svc.submit(input({ email: 'typo' }), { ip: '203.0.113.1' })
    expect((await svc.submit(input(), { ip: '203.0.113.1' })).ok).toBe(true)
  })

  it('answers 503 server_busy instead of throwing when storage fails', async () => {
    const svc = service()
    db.close()
    expect(await svc.submit(input(), { ip: '203.0.113.1' })).toEqual({
      ok: false,
      status: 503,
      code: 'server_busy',
    })
    expect(kicks).toBe(0)
  })

  it('still reports success when kicking the outbox throws (the enquiry is already stored)', async () => {
    const svc = service({
      outbox: {
        kick() {
          throw new Error('worker gone')
        },
      },
    })
    expect((await svc.submit(input(), { ip: '203.0.113.1' })).ok).toBe(true)
    expect(count()).toBe(1)
  })

  describe('while another process holds the write lock', () => {
    it('keeps the event loop free, waits, and stores the enquiry once the lock is released', async () => {
      db.close()
      db = openEnquiryDb(join(dir, 'enquiries.db'), { busyTimeoutMs: SERVER_BUSY_TIMEOUT_MS })
      const lock = await holdWriteLock(join(dir, 'enquiries.db'))
      const submitted = service().submit(input(), { ip: '203.0.113.1' })
      let settled = false
      void submitted.then(() => (settled = true))
      // Other requests (timers, sockets) get their turn while this one waits for the lock.
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(settled).toBe(false)
      await lock.release()
      expect(await submitted).toMatchObject({ ok: true })
      expect(count()).toBe(1)
      expect(kicks).toBe(1)
    })

    it('answers 503 server_busy and stores nothing when the lock outlasts the wait', async () => {
      db.close()
      db = openEnquiryDb(join(dir, 'enquiries.db'), { busyTimeoutMs: SERVER_BUSY_TIMEOUT_MS })
      const lock = await holdWriteLock(join(dir, 'enquiries.db'))
      try {
        expect(await service({ busyDeadlineMs: 0 }).submit(input(), { ip: '203.0.113.1' })).toEqual(
          { ok: false, status: 503, code: 'server_busy' },
        )
      } finally {
        await lock.release()
      }
      expect(count()).toBe(0)
      expect(kicks).toBe(0)
    })
  })
})
