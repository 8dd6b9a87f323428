// Once the service acknowledged an enquiry, a SIGKILL of the process cannot lose it or its
// delivery.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { insertEnquiry, listEnquiries, listOutbox, openEnquiryDb } from './db.server.ts'
import { silentLogger } from '../log.server.ts'
import { startOutboxWorker } from './outbox.server.ts'
import { validEnquiry, validInput } from './test-support/fixtures.ts'
import { startDeliveringProcess } from './test-support/processes.ts'
import { parseMail, smtpConfigFor, startSmtpSink } from './test-support/smtp-sink.ts'

const CHILD = fileURLToPath(new URL('./test-support/submit-and-wait.ts', import.meta.url))

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'enquiry-crash-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** Runs the child until it prints ACK, then SIGKILLs it. Resolves with the reference. */
async function submitThenKill(
  dbPath: string,
  input: Record<string, unknown>,
): Promise<{ ref: string; signal: string | null }> {
  const child = spawn(process.execPath, [CHILD, dbPath, JSON.stringify(input)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<string | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  )

  const ref = await new Promise<string>((resolve, reject) => {
    let stdout = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      const match = /^ACK (\S+)$/mu.exec(stdout)
      if (match?.[1]) {
        child.kill('SIGKILL') // immediately: no chance to flush or close anything
        resolve(match[1])
      }
    })
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before ACK: ${stderr}`)))
  })
  return { ref, signal: await exited }
}

it('(c) an acknowledged enquiry survives SIGKILL and is delivered exactly once afterwards', async () => {
  // process.execPath must be Node 24 (node:sqlite, type stripping); fail loudly otherwise.
  expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24)

  const dbPath = join(dir, 'data', 'enquiries.db')
  const { ref, signal } = await submitThenKill(dbPath, validInput({ name: 'Crash Test' }))
  expect(signal).toBe('SIGKILL')

  const db = openEnquiryDb(dbPath)
  const smtp = await startSmtpSink()
  const worker = startOutboxWorker({
    db,
    config: { smtp: smtpConfigFor(smtp.port) },
    logger: silentLogger,
    runOnStart: false,
    intervalMs: 60_000,
  })
  try {
    const [enquiry] = listEnquiries(db)
    expect(enquiry).toMatchObject({ ref, name: 'Crash Test', delivery: 'pending' })
    expect(listOutbox(db)).toMatchObject([
      { enquiry_id: enquiry?.id, status: 'pending', attempts: 0 },
    ])

    expect(await worker.runOnce()).toBe(1)
    expect(await worker.runOnce()).toBe(0)
    expect(smtp.received).toHaveLength(1)
    expect(parseMail(smtp.received[0]?.raw ?? '').header('subject')).toBe(
      `Website enquiry ${ref}: Crash Test`,
    )
    expect(listOutbox(db, ['sent'])).toHaveLength(1)
  } finally {
    await worker.stop()
    await smtp.close()
    db.close()
  }
})

it('a mail the SMTP server took just before the sender died goes out again only when OUTBOX_LEASE_SECONDS has passed, with the same Message-ID', async () => {
  const dbPath = join(dir, 'enquiries.db')
  const db = openEnquiryDb(dbPath)
  insertEnquiry(db, validEnquiry({ name: 'Lease Test' }))
  // The sender dies the moment the SMTP server has the whole message, before it hears the
  // server's 250 and so before it can mark the row sent: the at-least-once window.
  let killSender = (): void => {}
  const smtp = await startSmtpSink(0, { onMessage: () => killSender() })
  const claimedAfter = Date.now()
  const sender = startDeliveringProcess(dbPath, smtp.port, { OUTBOX_LEASE_SECONDS: '60' })
  killSender = () => sender.kill()
  expect(await sender.exited).toBe('SIGKILL')
  const claimedBefore = Date.now()
  try {
    expect(smtp.received).toHaveLength(1)
    const [row] = listOutbox(db)
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    // The lease the operator set, counted from the claim.
    const leaseEnd = Date.parse(row?.next_attempt_at ?? '')
    expect(leaseEnd).toBeGreaterThanOrEqual(claimedAfter + 60_000)
    expect(leaseEnd).toBeLessThanOrEqual(claimedBefore + 60_000)

    let t = leaseEnd - 1
    const worker = startOutboxWorker({
      db,
      config: { smtp: smtpConfigFor(smtp.port) },
      logger: silentLogger,
      runOnStart: false,
      intervalMs: 60_000,
      now: () => t,
    })
    try {
      expect(await worker.runOnce()).toBe(0)
      t = leaseEnd
      expect(await worker.runOnce()).toBe(1)
    } finally {
      await worker.stop()
    }
    const ids = smtp.received.map((mail) => parseMail(mail.raw).header('message-id'))
    expect(ids).toHaveLength(2)
    expect(ids[1]).toBe(ids[0])
  } finally {
    await smtp.close()
    db.close()
  }
})
