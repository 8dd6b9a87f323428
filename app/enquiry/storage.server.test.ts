import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startEnquiryBackend } from './backend.server.ts'
import { insertEnquiry, listEnquiries, listOutbox, openEnquiryDb, sqliteCode } from './db.server.ts'
import { silentLogger, type Logger, type LogFields } from '../log.server.ts'
import { createEnquiryStorage } from './storage.server.ts'
import { TEST_FORM_SECRET_TEXT, validEnquiry, validInput } from './test-support/fixtures.ts'
import { holdWriteLock } from './test-support/processes.ts'
import {
  canMountSmallVolume,
  mountSmallVolume,
  SMALL_VOLUME_SKIP_REASON,
} from './test-support/small-volume.ts'

describe('writes while another process holds the write lock', () => {
  it('only the first in line tries; each gives up at its own deadline; after the release the rest follow in order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'enquiry-storage-'))
    const dbPath = join(dir, 'enquiries.db')
    const db = openEnquiryDb(dbPath, { busyTimeoutMs: 0 })
    const storage = createEnquiryStorage(db)
    const lock = await holdWriteLock(dbPath)
    try {
      const order: string[] = []
      let secondTries = 0
      const insert = (name: string) => () => {
        const row = insertEnquiry(db, validEnquiry({ name }))
        order.push(name)
        return row
      }
      const first = storage.write(insert('First'), { deadlineMs: 60_000 })
      const impatient = storage.write(insert('Impatient'), { deadlineMs: 1 })
      const second = storage.write(
        () => {
          secondTries++
          return insert('Second')()
        },
        { deadlineMs: 60_000 },
      )
      // Its deadline passes while it waits in line: SQLITE_BUSY, as from SQLite itself.
      const refused = await impatient.then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(sqliteCode(refused)).toBe('SQLITE_BUSY')
      expect(storage.failure).toBeNull()
      await lock.release()
      await Promise.all([first, second])
      expect(order).toEqual(['First', 'Second'])
      // It waited behind the first without touching the database.
      expect(secondTries).toBe(1)
      expect(listEnquiries(db).map((e) => e.name)).toEqual(['First', 'Second'])
    } finally {
      storage.stop()
      db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe.skipIf(!canMountSmallVolume)(`the write-ahead log (${SMALL_VOLUME_SKIP_REASON})`, () => {
  it('stays bounded: space freed on a full disk goes to new enquiries, not to the log', async () => {
    const volume = mountSmallVolume(2)
    const dbPath = join(volume.dir, 'enquiries.db')
    const backend = startEnquiryBackend({
      logger: silentLogger,
      rateLimit: { limit: 100_000 },
      env: {
        ENQUIRY_DB_PATH: dbPath,
        ENQUIRY_FORM_SECRET: TEST_FORM_SECRET_TEXT,
        // What happens when something else fills the disk: no floor of ours in the way.
        ENQUIRY_MIN_FREE_MB: '0',
      },
    })
    let sent = 0
    // Each its own enquiry: the same words again within a day would be a repeat, stored once.
    const submit = () =>
      backend.service.submit(
        validInput({ message: `${++sent} ${'Palpitations at night. '.repeat(40)}` }),
        { ip: '203.0.113.9' },
      )
    const wal = () => (existsSync(`${dbPath}-wal`) ? statSync(`${dbPath}-wal`).size : 0)
    try {
      // 1 MiB of other files, then enquiries until the disk is full.
      volume.fill(1024 * 1024)
      let stored = 0
      while ((await submit()).ok) if (++stored > 5000) throw new Error('the disk never filled')
      expect(stored).toBeGreaterThan(0)

      // The operator frees 1 MiB: it must hold far more than a handful of enquiries.
      volume.release()
      let after = 0
      for (let i = 0; i < 200; i++) if ((await submit()).ok) after++
      expect(after).toBe(200)
      expect(listEnquiries(backend.db)).toHaveLength(stored + 200)
      expect(wal()).toBeLessThanOrEqual(1024 * 1024)
    } finally {
      await backend.close()
      volume.unmount()
    }
  })
})

describe.skipIf(!canMountSmallVolume)(
  `a floor of free disk space (${SMALL_VOLUME_SKIP_REASON})`,
  () => {
    it('stops storing before the disk fills, says so to the visitor and the log, and resumes once space is freed', async () => {
      const volume = mountSmallVolume(8)
      const dbPath = join(volume.dir, 'enquiries.db')
      const errors: Array<LogFields | undefined> = []
      const logger: Logger = { info() {}, warn() {}, error: (_, fields) => errors.push(fields) }
      const backend = startEnquiryBackend({
        logger,
        rateLimit: { limit: 100_000 },
        wideRateLimit: { limit: 100_000 },
        env: {
          ENQUIRY_DB_PATH: dbPath,
          ENQUIRY_FORM_SECRET: TEST_FORM_SECRET_TEXT,
          ENQUIRY_MIN_FREE_MB: '4',
        },
      })
      let sent = 0
      const submit = () =>
        backend.service.submit(validInput({ message: `${++sent} ${'胸痛和心悸。'.repeat(330)}` }), {
          ip: '203.0.113.9',
        })
      try {
        volume.fill(2 * 1024 * 1024)
        let stored = 0
        let answer = await submit()
        while (answer.ok) {
          if (++stored > 5000) throw new Error('the floor was never reached')
          answer = await submit()
        }
        expect(answer).toEqual({ ok: false, status: 503, code: 'not_accepting' })
        expect(stored).toBeGreaterThan(10)
        // Refused with room to spare: the floor, not a full disk, stopped it.
        expect(volume.free()).toBeGreaterThan(3 * 1024 * 1024)
        expect(backend.storage.failure).toBeNull()
        // Every acknowledged enquiry is stored with its mail.
        expect(listEnquiries(backend.db)).toHaveLength(stored)
        expect(listOutbox(backend.db)).toHaveLength(stored)
        expect(backend.storage.room()).toMatchObject({ ok: false, minFreeBytes: 4 * 1024 * 1024 })
        expect(errors).toContainEqual(expect.objectContaining({ alert: 'disk_floor' }))

        volume.release()
        expect((await submit()).ok).toBe(true)
      } finally {
        await backend.close()
        volume.unmount()
      }
    })
  },
)
