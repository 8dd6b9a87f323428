import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { startEnquiryBackend } from './backend.server.ts'
import { openEnquiryDb, listEnquiries } from './db.server.ts'
import { silentLogger } from '../log.server.ts'
import { TEST_FORM_SECRET_TEXT, validInput } from './test-support/fixtures.ts'
import { holdWriteLock } from './test-support/processes.ts'
import { startSmtpSink } from './test-support/smtp-sink.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'enquiry-backend-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

it('wires config, storage, delivery and the service from environment variables', async () => {
  const smtp = await startSmtpSink()
  const dbPath = join(dir, 'data', 'enquiries.db')
  const backend = startEnquiryBackend({
    logger: silentLogger,
    env: {
      ENQUIRY_DB_PATH: dbPath,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_REQUIRE_TLS: 'false',
      MAIL_FROM: 'Clinic Website <web@clinic.example>',
      MAIL_TO: 'frontdesk@clinic.example',
      ENQUIRY_FORM_SECRET: TEST_FORM_SECRET_TEXT,
    },
  })
  try {
    const result = await backend.service.submit(validInput(), { ip: '203.0.113.5' })
    expect(result.ok).toBe(true)
    await smtp.waitForCount(1)
    expect(smtp.received[0]?.rcptTo).toEqual(['frontdesk@clinic.example'])
  } finally {
    await backend.close()
    await backend.close() // idempotent
    await smtp.close()
  }
  expect(backend.db.isOpen).toBe(false)

  const db = openEnquiryDb(dbPath)
  expect(listEnquiries(db)).toMatchObject([{ delivery: 'sent' }])
  db.close()
})

it('never blocks the thread while another process holds the write lock: no busy timeout, the submit waits on timers', async () => {
  const dbPath = join(dir, 'enquiries.db')
  const backend = startEnquiryBackend({
    logger: silentLogger,
    env: { ENQUIRY_DB_PATH: dbPath, ENQUIRY_FORM_SECRET: TEST_FORM_SECRET_TEXT },
  })
  const lock = await holdWriteLock(dbPath)
  try {
    // SQLite's busy handler sleeps on the thread (node:sqlite is synchronous): with any busy
    // timeout each retry of each waiting submit stalls every page for that long.
    expect(backend.db.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 0 })
    const submitted = backend.service.submit(validInput(), { ip: '203.0.113.5' })
    let settled = false
    void submitted.then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).toBe(false)
    await lock.release()
    expect(await submitted).toMatchObject({ ok: true })
  } finally {
    await backend.close()
  }
})

it('fails fast on invalid configuration', () => {
  expect(() =>
    startEnquiryBackend({ env: { SMTP_HOST: 'smtp.example.com', SMTP_PORT: 'x' } }),
  ).toThrow(/SMTP_PORT/u)
})
