// (c) Crash safety: once the service acknowledged an enquiry, a SIGKILL of the
// process cannot lose it or its delivery.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { listEnquiries, listOutbox, openEnquiryDb } from './db.server.ts'
import { silentLogger } from './logger.server.ts'
import { startOutboxWorker } from './outbox.server.ts'
import { testFormToken, validInput } from './test-support/fixtures.ts'
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
  const { ref, signal } = await submitThenKill(
    dbPath,
    validInput({ name: 'Crash Test', formToken: testFormToken(Date.now() - 10_000) }),
  )
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
