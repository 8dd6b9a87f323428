import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { openEnquiryDb } from './db.server.ts'
import { runSubmitLogged } from './test-support/processes.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'enquiry-log-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

it('logs one JSON object per line, with the cause of a refused enquiry (code and message) and no stack or visitor data', async () => {
  const dbPath = join(dir, 'enquiries.db')
  // Created and migrated here, with an empty write-ahead log; this connection stays open, so
  // the child needs no new shared-memory file: its first write is the enquiry's.
  const db = openEnquiryDb(dbPath)
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  // Files may not grow past 512 bytes in the child: the disk is "full" for its writes.
  const output = await runSubmitLogged(dbPath, 1)
  db.close()
  expect(output.code, output.stderr).toBe(3)

  const lines = `${output.stdout}${output.stderr}`.split('\n').filter((line) => line !== '')
  const entries = lines.map((line) => {
    expect(() => void JSON.parse(line), line).not.toThrow()
    return JSON.parse(line) as Record<string, unknown>
  })
  for (const entry of entries) {
    expect(entry).toMatchObject({ time: expect.any(String), level: expect.any(String) })
    expect(typeof entry['message']).toBe('string')
  }
  expect(entries).toContainEqual(
    expect.objectContaining({
      level: 'error',
      message: 'Enquiry could not be stored',
      errorCode: expect.stringMatching(/^SQLITE_(FULL|IOERR)/),
      error: expect.stringMatching(/\w/),
    }),
  )
  const all = `${output.stdout}${output.stderr}`
  expect(all).not.toMatch(/Mei Ling|mei\.ling|9123|palpitations/i)
  expect(all).not.toMatch(/\n\s+at /)
})
