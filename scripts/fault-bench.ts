// The production server while a backup holds the database's write lock (operations.md, "Bench").
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TEST_FORM_SECRET_TEXT, validInput } from '../app/enquiry/test-support/fixtures.ts'
import { holdWriteLock } from '../app/enquiry/test-support/processes.ts'
import { startSmtpSink } from '../app/enquiry/test-support/smtp-sink.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const PAGES = ['/', '/cn/services/', '/jp/contact-us/', '/blog/heart-attack-vs-heart-failure/']

// Page poller in its own process, so its clock is not the bench's busy event loop.

if (process.argv[2] === '--poll') {
  const [base = '', duration = '0'] = process.argv.slice(3)
  const started = performance.now()
  const samples: Array<[number, number]> = []
  await Promise.all(
    Array.from({ length: 4 }, async (_, lane) => {
      for (let i = lane; performance.now() - started < Number(duration); i++) {
        const t = performance.now()
        const response = await fetch(`${base}${PAGES[i % PAGES.length]}`, {
          headers: { 'accept-encoding': 'br' },
        })
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`${response.status} for a page`)
        samples.push([Math.round(t - started), Math.round((performance.now() - t) * 10) / 10])
      }
    }),
  )
  // No process.exit(): it would cut a long write to a pipe short.
  process.stdout.write(`${JSON.stringify(samples)}\n`)
}

const port = Number(process.env.BENCH_PORT ?? 4600)
const lockMs = Number(process.env.LOCK_SECONDS ?? 8) * 1000
const submits = Number(process.env.SUBMITS ?? 60)
const base = `http://127.0.0.1:${port}`

const endpoint = '/contact-us/'

const serverLog: string[] = []

async function startServer(dbPath: string, smtpPort: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      OPS_PORT: String(port + 2),
      ACCESS_LOG: '0',
      ENQUIRY_DB_PATH: dbPath,
      ENQUIRY_FORM_SECRET: TEST_FORM_SECRET_TEXT,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_REQUIRE_TLS: 'false',
      MAIL_FROM: 'Clinic Website <web@clinic.example>',
      MAIL_TO: 'frontdesk@clinic.example',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let partial = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n')
    partial = lines.pop() ?? ''
    serverLog.push(...lines)
  })
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return child
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGTERM')
  throw new Error(`server on port ${port} did not start`)
}

function poll(durationMs: number): Promise<Array<[number, number]>> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--poll', base, String(durationMs)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let out = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  return new Promise((resolve, reject) =>
    child.once('close', (code) => {
      try {
        if (code !== 0) throw new Error(`the page poller exited with ${code}`)
        resolve(JSON.parse(out) as Array<[number, number]>)
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    }),
  )
}

interface SubmitOutcome {
  sentAt: number
  status: number
  ms: number
}

async function submit(endpoint: string, i: number, t0: number): Promise<SubmitOutcome> {
  const fields = validInput({ name: `Bench ${i}` })
  const body = new URLSearchParams(
    Object.entries(fields).map(([key, value]) => [key, String(value)]),
  )
  const sentAt = performance.now()
  const response = await fetch(`${base}${endpoint}`, {
    method: 'POST',
    headers: {
      origin: base,
      'sec-fetch-site': 'same-origin',
      accept: 'application/json',
      // A distinct address each (TRUST_PROXY), so the rate limit does not answer.
      'x-forwarded-for': `198.51.${100 + Math.floor(i / 200)}.${(i % 200) + 1}`,
    },
    body,
  })
  await response.arrayBuffer()
  return { sentAt: sentAt - t0, status: response.status, ms: performance.now() - sentAt }
}

function table(rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return
  const headers = Object.keys(rows[0]!)
  const widths = headers.map((h) =>
    Math.max(h.length, ...rows.map((row) => String(row[h] ?? '').length)),
  )
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  console.log(line(headers))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const row of rows) console.log(line(headers.map((h) => String(row[h] ?? ''))))
  console.log('')
}

function stats(values: number[]): { n: number; p50: string; p95: string; max: string } {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return {
    n: sorted.length,
    p50: at(0.5).toFixed(1),
    p95: at(0.95).toFixed(1),
    max: (sorted.at(-1) ?? 0).toFixed(1),
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'fault-bench-'))
  const dbPath = join(dir, 'enquiries.db')
  const smtp = await startSmtpSink(port + 1)
  const server = await startServer(dbPath, smtp.port)
  try {
    for (const path of PAGES) await (await fetch(`${base}${path}`)).arrayBuffer()
    await submit(endpoint, 9999, performance.now())
    const alone = await poll(3000)

    const lock = await holdWriteLock(dbPath)
    const t0 = performance.now()
    const pages = poll(lockMs + 2000)
    const ready: Array<{ at: number; status: number; ms: number; body: string }> = []
    const readyTimer = setInterval(() => {
      const at = performance.now()
      void fetch(`http://127.0.0.1:${port + 2}/readyz`).then(async (response) => {
        const body = await response.text()
        ready.push({ at: at - t0, status: response.status, ms: performance.now() - at, body })
      })
    }, 1000)
    const posted: Array<Promise<SubmitOutcome>> = []
    const half = Math.ceil(submits / 2)
    const schedule = (from: number, count: number, offset: number) =>
      setTimeout(() => {
        for (let i = 0; i < count; i++)
          setTimeout(() => posted.push(submit(endpoint, from + i, t0)), (i * 1000) / count)
      }, offset)
    schedule(0, half, 200)
    schedule(half, submits - half, 4000)
    await new Promise((r) => setTimeout(r, lockMs))
    await lock.release()
    const releasedAt = performance.now() - t0
    const samples = await pages
    clearInterval(readyTimer)
    const outcomes = await Promise.all(posted)

    const during = samples.filter(([at]) => at < lockMs).map(([, ms]) => ms)
    const after = samples.filter(([at]) => at >= lockMs).map(([, ms]) => ms)
    console.log(`\n## Fault bench: write lock held ${lockMs / 1000} s by another process\n`)
    console.log('Page times from a separate process (ms; 4 connections, requests back to back):\n')
    table([
      { pages: 'without a lock', ...stats(alone.map(([, ms]) => ms)) },
      { pages: 'during the lock', ...stats(during) },
      { pages: 'after the release', ...stats(after) },
    ])
    const slowest = [...samples].sort((a, b) => b[1] - a[1]).slice(0, 5)
    console.log(
      `Slowest pages: ${slowest.map(([at, ms]) => `${ms.toFixed(0)} ms at ${(at / 1000).toFixed(2)} s`).join(', ')}\n`,
    )
    console.log('/readyz every second from the start of the lock:\n')
    table(
      ready
        .sort((a, b) => a.at - b.at)
        .map((r) => ({
          'at (s)': (r.at / 1000).toFixed(1),
          status: r.status,
          ms: r.ms.toFixed(1),
          database: JSON.stringify((JSON.parse(r.body) as { database?: unknown }).database),
        })),
    )
    const ok = outcomes.filter((o) => o.status === 200)
    const busy = outcomes.filter((o) => o.status === 503)
    const other = outcomes.filter((o) => o.status !== 200 && o.status !== 503)
    const max = (values: number[]) => (values.length ? Math.max(...values).toFixed(0) : '-')
    const min = (values: number[]) => (values.length ? Math.min(...values).toFixed(0) : '-')
    console.log(
      `${outcomes.length} submits during the lock (released at ${(releasedAt / 1000).toFixed(1)} s):\n`,
    )
    table([
      {
        answer: '200 stored after the release',
        n: ok.length,
        'wait min (ms)': min(ok.map((o) => o.ms)),
        'wait max (ms)': max(ok.map((o) => o.ms)),
        'answered at most (ms) after the release': max(ok.map((o) => o.sentAt + o.ms - releasedAt)),
      },
      {
        answer: '503 waited for the lock',
        n: busy.length,
        'wait min (ms)': min(busy.map((o) => o.ms)),
        'wait max (ms)': max(busy.map((o) => o.ms)),
        'answered at most (ms) after the release': '-',
      },
      {
        answer: `other (${other.map((o) => o.status).join(' ') || 'none'})`,
        n: other.length,
        'wait min (ms)': '-',
        'wait max (ms)': '-',
        'answered at most (ms) after the release': '-',
      },
    ])
    await smtp.waitForCount(ok.length + 1, 30_000).catch(() => undefined)
    console.log(`Mails delivered: ${smtp.received.length} for ${ok.length + 1} stored enquiries\n`)
    const logged = new Map<string, number>()
    for (const line of serverLog) {
      let key: string
      try {
        const entry = JSON.parse(line) as { level?: string; message?: string; errorCode?: string }
        key = `${entry.level}: ${entry.message}${entry.errorCode ? ` (${entry.errorCode})` : ''}`
      } catch {
        key = `not JSON: ${line.slice(0, 80)}`
      }
      logged.set(key, (logged.get(key) ?? 0) + 1)
    }
    console.log('Server stderr, by line:\n')
    table([...logged].map(([line, n]) => ({ line, n })))
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    await smtp.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[2] !== '--poll') await main()
