// One enquiry is stored and mailed once, however often and from however many processes it is
// posted within a day; a repeat answers the reference it stored.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { listEnquiries, listOutbox, openEnquiryDb } from './db.server.ts'
import { silentLogger } from '../log.server.ts'
import { startOutboxWorker } from './outbox.server.ts'
import { createRateLimiter } from './rate-limit.server.ts'
import { createEnquiryService } from './service.server.ts'
import { TEST_FORM_SECRET, validInput } from './test-support/fixtures.ts'
import { smtpConfigFor, startSmtpSink } from './test-support/smtp-sink.ts'

const CHILD = fileURLToPath(new URL('./test-support/submit-and-wait.ts', import.meta.url))

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'enquiry-replay-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

it('an enquiry posted four times stores one enquiry, sends one mail and answers its reference each time', async () => {
  const db = openEnquiryDb(join(dir, 'enquiries.db'))
  const smtp = await startSmtpSink()
  const worker = startOutboxWorker({
    db,
    config: { smtp: smtpConfigFor(smtp.port) },
    logger: silentLogger,
    runOnStart: false,
    intervalMs: 60_000,
  })
  const service = createEnquiryService({
    db,
    outbox: { kick: () => undefined },
    limiter: createRateLimiter(),
    logger: silentLogger,
    formSecret: TEST_FORM_SECRET,
  })
  try {
    const post = validInput({ message: 'Replay of a post.' })
    const answers = []
    // From four addresses: a captured post replayed from elsewhere is the same enquiry.
    for (let i = 1; i <= 4; i++)
      answers.push(await service.submit({ ...post }, { ip: `203.0.113.${i}` }))
    const first = answers[0]
    expect(first).toMatchObject({ ok: true })
    expect(answers).toEqual([first, first, first, first])
    expect(listEnquiries(db)).toMatchObject([{ message: 'Replay of a post.' }])
    expect(await worker.runOnce()).toBe(1)
    expect(smtp.received).toHaveLength(1)

    // Another question from the same visitor is a new enquiry, not lost as a repeat.
    const second = await service.submit(
      { ...post, message: 'And a second question.' },
      { ip: '203.0.113.1' },
    )
    expect(second).not.toEqual(first)
    expect(second.ok).toBe(true)
    expect(listEnquiries(db)).toHaveLength(2)
  } finally {
    await worker.stop()
    await smtp.close()
    db.close()
  }
})

/** Submits in a process of its own; resolves with the reference it answered. */
function submitInChild(dbPath: string, input: Record<string, unknown>): Promise<string> {
  const child = spawn(process.execPath, [CHILD, dbPath, JSON.stringify(input)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  return new Promise<string>((resolve, reject) => {
    let stdout = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      const match = /^ACK (\S+)$/mu.exec(stdout)
      if (match?.[1]) {
        child.kill()
        resolve(match[1])
      }
    })
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before ACK: ${stderr}`)))
  })
}

it('two processes posting one enquiry at once store one enquiry and both answer its reference', async () => {
  const dbPath = join(dir, 'enquiries.db')
  openEnquiryDb(dbPath).close()
  const input = validInput()
  const refs = await Promise.all([submitInChild(dbPath, input), submitInChild(dbPath, input)])
  expect(refs[1]).toBe(refs[0])
  const db = openEnquiryDb(dbPath)
  try {
    expect(listEnquiries(db).map((e) => e.ref)).toEqual([refs[0]])
    expect(listOutbox(db)).toHaveLength(1)
  } finally {
    db.close()
  }
})
