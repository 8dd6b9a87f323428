// The running server's writes to the enquiry database, and what they reveal about the disk.
//
// Writes take turns, one per turn of the event loop, so pages are served between them. With no
// busy timeout nothing blocks the thread while another process holds the lock: only the first
// write in line retries on a timer, the others wait untouched, each failing with SQLITE_BUSY at
// its own deadline. The last storage failure (disk full, I/O error) is kept for /readyz, and the
// write-ahead log is truncated periodically and after such a failure. The story, with figures:
// docs/decisions/0011-enquiry-storage-under-faults.md.
import type { DatabaseSync } from 'node:sqlite'
import { isBusyError, isStorageError, sqliteCode, SUBMIT_LOCK_WAIT_MS } from './db.server.ts'
import { errorMessage } from './logger.server.ts'

export interface StorageFailure {
  /** SQLite's result code, e.g. 'SQLITE_FULL'. */
  code: string
  message: string
  /** When it was last seen (ISO 8601). */
  at: string
}

export interface EnquiryStorage {
  readonly db: DatabaseSync
  /**
   * Runs a synchronous write in its turn, waiting on timers while another process holds the
   * lock, for at most `deadlineMs` (default 5 s) from now; then it fails with SQLITE_BUSY.
   * Other errors are thrown at once. `first` makes it next in line: the outbox's "sent" mark,
   * since the sooner it commits, the smaller the window in which a crash re-sends the mail.
   */
  write<T>(operation: () => T, options?: { deadlineMs?: number; first?: boolean }): Promise<T>
  /** The last storage failure of a write, until a write (or a probe: recovered()) succeeds. */
  readonly failure: StorageFailure | null
  /** A probe wrote and committed as much as an enquiry does (server/write-probe.ts): space again. */
  recovered(): void
  /**
   * Copies the write-ahead log into the database and truncates it to zero bytes. False when it
   * could not finish (another connection reading or writing, or the disk still full).
   */
  checkpoint(): boolean
  /** Stops the timers (the database stays open). */
  stop(): void
}

export interface EnquiryStorageOptions {
  /** Checkpoint on timers, as the running server does (default false: tests, tools). */
  maintenance?: boolean
  /** Between routine checkpoints (default 5 min). */
  checkpointIntervalMs?: number
  /** Between checkpoint attempts after a storage failure (default 5 s). */
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

/** What a write that waited for the lock until its deadline fails with (as SQLite's own). */
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
  // The pump's next turn (setImmediate) or retry (setTimeout) is scheduled.
  let scheduled = false
  let attempt = 0
  let failure: StorageFailure | null = null
  let routine: NodeJS.Timeout | null = null
  let recovery: NodeJS.Timeout | null = null
  let stopped = false

  function checkpoint(): boolean {
    try {
      const row = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get()
      return row?.busy === 0
    } catch {
      // Busy or still no room: the next attempt will tell.
      return false
    }
  }

  /** After a storage failure: try to give the log's space back until it works. */
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
    // The first attempt right after the failing write has answered.
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

  /** Runs the first write in line; the next one in a later turn of the event loop. */
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
          // 5, 10, 20... up to 100 ms, with jitter; never past the deadline.
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
          // Still waiting in line at its deadline: the lock outlasted what it may wait.
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
    checkpoint,
    stop() {
      stopped = true
      if (routine) clearInterval(routine)
      if (recovery) clearInterval(recovery)
      routine = recovery = null
    },
  }
}
