import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

const HOLD_LOCK = fileURLToPath(new URL('./hold-lock.ts', import.meta.url))
const OUTBOX_RUN = fileURLToPath(new URL('./outbox-run.ts', import.meta.url))

export interface HeldLock {
  release(): Promise<void>
}

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

// Under `ulimit -f` (blocks of 512 bytes) every write past the limit fails, as on a full disk.
// Returns what each run returned (rows sent) or threw (message).
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

/** Under `ulimit -f`, as above; returns what the child printed. */
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

/** Kill it to simulate a crash; `exited` resolves with the signal that ended it. */
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
