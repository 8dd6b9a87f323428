import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openEnquiryDb } from '../app/enquiry/db.server.ts'
import { holdWriteLock } from '../app/enquiry/test-support/processes.ts'
import { createWriteProbe, type WriteProbe } from './write-probe.ts'

let dir: string
let dbPath: string
let probe: WriteProbe | undefined

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'write-probe-'))
  dbPath = join(dir, 'enquiries.db')
})
afterEach(() => {
  probe?.close()
  probe = undefined
  rmSync(dir, { recursive: true, force: true })
})

describe('the write probe', () => {
  it('reports a missing database file as a failure and does not create it', () => {
    probe = createWriteProbe({ dbPath, probeIntervalMs: 0 })
    expect(probe.database(Date.now())).toEqual({ writable: false, error: 'SQLITE_CANTOPEN' })
    expect(() => probe?.connection()).toThrow()
    expect(existsSync(dbPath)).toBe(false)
  })

  it('reuses its result within the probe interval and probes again after it', async () => {
    openEnquiryDb(dbPath).close()
    let t = Date.parse('2026-11-23T10:00:00.000Z')
    probe = createWriteProbe({ dbPath, probeIntervalMs: 1000, now: () => t })
    expect(probe.database(t)).toEqual({ writable: true })
    const lock = await holdWriteLock(dbPath)
    try {
      t += 999
      expect(probe.database(t)).toEqual({ writable: true })
      t += 1
      expect(probe.database(t)).toEqual({ writable: true, locked: true, lockedForSeconds: 0 })
    } finally {
      await lock.release()
    }
  })
})
