// Helpers that run the test-support child processes. Test-only.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

const HOLD_LOCK = fileURLToPath(new URL('./hold-lock.ts', import.meta.url))
const OUTBOX_RUN = fileURLToPath(new URL('./outbox-run.ts', import.meta.url))

export interface HeldLock {
  /** Commits the other process's transaction and waits for it to exit. */
  release(): Promise<void>
}

/** Another process takes the database's write lock; resolves once it holds it. */
export async function holdWriteLock(dbPath: string): Promise<HeldLock> {
  const child = spawn(process.execPath, [HOLD_LOCK, dbPath], { stdio: ['pipe', 'pipe', 'inherit'] })
  const exited = once(child, 'exit')
  await new Promise<void>((resolve, reject) => {
    let out = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      if (out.includes('LOCKED')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`hold-lock exited early (${code})`)))
  })
  return {
    async release() {
      child.stdin.end()
      await exited
    },
  }
}

/**
 * Runs the outbox worker `runs` times in a child process whose files may not grow beyond
 * `fileSizeLimitBlocks` x 512 bytes (the shell's `ulimit -f`): every write past that fails,
 * as on a full disk. Returns what each run returned (rows sent) or threw (message).
 */
export async function runOutboxWithFileLimit(
  dbPath: string,
  smtpPort: number,
  runs: number,
  fileSizeLimitBlocks: number,
): Promise<Array<number | string>> {
  const child = spawn(
    'sh',
    [
      '-c',
      `ulimit -f ${fileSizeLimitBlocks} && exec "$0" "$@"`,
      process.execPath,
      OUTBOX_RUN,
      dbPath,
      String(smtpPort),
      String(runs),
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`outbox-run exited with ${code}: ${stderr}`)
  return JSON.parse(stdout) as Array<number | string>
}

const SUBMIT_LOGGED = fileURLToPath(new URL('./submit-logged.ts', import.meta.url))
const DELIVER_ONCE = fileURLToPath(new URL('./deliver-once.ts', import.meta.url))

export interface ChildOutput {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/**
 * Submits one enquiry through the real back end (default logger) in a child process whose
 * files may not grow beyond `fileSizeLimitBlocks` x 512 bytes: returns what it printed.
 */
export async function runSubmitLogged(
  dbPath: string,
  fileSizeLimitBlocks: number,
): Promise<ChildOutput> {
  const child = spawn(
    'sh',
    [
      '-c',
      `ulimit -f ${fileSizeLimitBlocks} && exec "$0" "$@"`,
      process.execPath,
      SUBMIT_LOGGED,
      dbPath,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null]
  return { code, signal, stdout, stderr }
}

/**
 * Starts the real back end in a child process that delivers what is due to the SMTP server on
 * `smtpPort`; `env` adds to the environment (e.g. OUTBOX_LEASE_SECONDS). Kill it to simulate
 * a crash; `exited` resolves with the signal that ended it.
 */
export function startDeliveringProcess(
  dbPath: string,
  smtpPort: number,
  env: Record<string, string> = {},
): { kill(): void; exited: Promise<NodeJS.Signals | null> } {
  const child = spawn(process.execPath, [DELIVER_ONCE, dbPath, String(smtpPort)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  })
  const exited = once(child, 'exit').then(([, signal]) => signal as NodeJS.Signals | null)
  return { kill: () => void child.kill('SIGKILL'), exited }
}
