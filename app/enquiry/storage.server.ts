// Writes take turns and wait for another process's lock on timers, never on the thread (ADR 0011).
import { statfsSync } from 'node:fs'
import { dirname } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { isBusyError, isStorageError, sqliteCode, SUBMIT_LOCK_WAIT_MS } from './db.server.ts'
import { errorMessage } from '../log.server.ts'

export interface StorageFailure {
  code: string
  message: string
  at: string
}

export type Room = { ok: true } | { ok: false; freeBytes: number; minFreeBytes: number }

export interface EnquiryStorage {
  readonly db: DatabaseSync
  // `first`: next in line, for the "sent" mark, so a crash re-sends the mail in a smaller window.
  write<T>(operation: () => T, options?: { deadlineMs?: number; first?: boolean }): Promise<T>
  readonly failure: StorageFailure | null
  recovered(): void
  /** ENQUIRY_MIN_FREE_MB (ADR 0022): a floor so what is stored can still be marked and purged. */
  room(): Room
  checkpoint(): boolean
  stop(): void
}

export interface EnquiryStorageOptions {
  maintenance?: boolean
  minFreeBytes?: number
  checkpointIntervalMs?: number
  recoveryIntervalMs?: number
  now?: () => number
}

interface QueuedWrite {
  operation: () => unknown
  deadline: number
  resolve(value: unknown): void
  reject(error: unknown): void
  timer: NodeJS.Timeout
}

function lockedError(): Error {
  return Object.assign(new Error('database is locked'), {
    code: 'ERR_SQLITE_ERROR',
    errcode: 5,
    errstr: 'database is locked',
  })
}

export function createEnquiryStorage(
  db: DatabaseSync,
  options: EnquiryStorageOptions = {},
): EnquiryStorage {
  const now = options.now ?? Date.now
  const queue: QueuedWrite[] = []
  let scheduled = false
  let attempt = 0
  let failure: StorageFailure | null = null
  let routine: NodeJS.Timeout | null = null
  let recovery: NodeJS.Timeout | null = null
  let stopped = false

  const minFreeBytes = options.minFreeBytes ?? 0
  const location = db.location()
  // A statfs call, microseconds: cheaper than the commit it guards, so never cached.
  function room(): Room {
    if (minFreeBytes <= 0 || !location) return { ok: true }
    let freeBytes: number
    try {
      const stats = statfsSync(dirname(location))
      freeBytes = stats.bavail * stats.bsize
    } catch {
      return { ok: true } // the write itself will tell
    }
    return freeBytes >= minFreeBytes ? { ok: true } : { ok: false, freeBytes, minFreeBytes }
  }

  function checkpoint(): boolean {
    try {
      const row = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get()
      return row?.busy === 0
    } catch {
      return false
    }
  }

  function startRecovery(): void {
    if (!options.maintenance || stopped || recovery) return
    const attempt = () => {
      if (checkpoint() && recovery) {
        clearInterval(recovery)
        recovery = null
      }
    }
    recovery = setInterval(attempt, options.recoveryIntervalMs ?? 5000)
    recovery.unref()
    setImmediate(attempt).unref()
  }

  if (options.maintenance) {
    routine = setInterval(checkpoint, options.checkpointIntervalMs ?? 5 * 60_000)
    routine.unref()
  }

  function settle(entry: QueuedWrite): void {
    clearTimeout(entry.timer)
    const index = queue.indexOf(entry)
    if (index !== -1) queue.splice(index, 1)
  }

  function pump(): void {
    scheduled = false
    const head = queue[0]
    if (!head) return
    try {
      const result = head.operation()
      settle(head)
      attempt = 0
      failure = null
      head.resolve(result)
    } catch (error) {
      if (isBusyError(error)) {
        const left = head.deadline - now()
        if (left > 0) {
          const delay = Math.min(100, 5 * 2 ** attempt++)
          scheduled = true
          setTimeout(pump, Math.min(left, delay + Math.random() * delay))
          return
        }
      } else if (isStorageError(error)) {
        failure = {
          code: sqliteCode(error) ?? 'SQLITE_IOERR',
          message: errorMessage(error),
          at: new Date(now()).toISOString(),
        }
        startRecovery()
      }
      settle(head)
      attempt = 0
      head.reject(error)
    }
    schedule()
  }

  function schedule(): void {
    if (scheduled || queue.length === 0) return
    scheduled = true
    setImmediate(pump)
  }

  return {
    db,
    write<T>(operation: () => T, writeOptions: { deadlineMs?: number; first?: boolean } = {}) {
      return new Promise<T>((resolve, reject) => {
        const deadlineMs = writeOptions.deadlineMs ?? SUBMIT_LOCK_WAIT_MS
        const entry: QueuedWrite = {
          operation,
          deadline: now() + deadlineMs,
          resolve,
          reject,
          timer: setTimeout(() => {
            if (queue[0] === entry) return // the head gives up by itself after its attempt
            settle(entry)
            reject(lockedError())
          }, deadlineMs),
        }
        if (writeOptions.first && queue.length > 0) queue.splice(1, 0, entry)
        else queue.push(entry)
        schedule()
      })
    },
    get failure() {
      return failure
    },
    recovered() {
      failure = null
    },
    room,
    checkpoint,
    stop() {
      stopped = true
      if (routine) clearInterval(routine)
      if (recovery) clearInterval(recovery)
      routine = recovery = null
    },
  }
}
