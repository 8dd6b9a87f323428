// The enquiry endpoint under abuse, on the production build; prints figures (operations.md).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { detectLocale } from '../app/i18n/detect.ts'
import { TEST_FORM_SECRET_TEXT, validInput } from '../app/enquiry/test-support/fixtures.ts'
import { startSmtpSink, type SmtpSink } from '../app/enquiry/test-support/smtp-sink.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = Number(process.env.FIGURES_PORT ?? 4700)
const base = `http://127.0.0.1:${port}`
const ops = `http://127.0.0.1:${port + 2}`

interface Server {
  child: ChildProcess
  logBytes(): number
}

async function startServer(dbPath: string, smtp: SmtpSink): Promise<Server> {
  let bytes = 0
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      OPS_PORT: String(port + 2),
      ENQUIRY_DB_PATH: dbPath,
      ENQUIRY_FORM_SECRET: TEST_FORM_SECRET_TEXT,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_REQUIRE_TLS: 'false',
      MAIL_FROM: 'Clinic Website <web@clinic.example>',
      MAIL_TO: 'frontdesk@clinic.example',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => (bytes += chunk.byteLength))
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return { child, logBytes: () => bytes }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGTERM')
  throw new Error(`server on port ${port} did not start`)
}

const endpoint = '/contact-us/'

async function post(path: string, data: Record<string, unknown>, ip: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      origin: base,
      'sec-fetch-site': 'same-origin',
      accept: 'application/json',
      'x-forwarded-for': ip,
    },
    body: new URLSearchParams(Object.entries(data).map(([key, value]) => [key, String(value)])),
  })
  await response.arrayBuffer()
  return response
}

async function stored(): Promise<number> {
  const body = (await (await fetch(`${ops}/readyz`)).json()) as { outbox: { backlog: number } }
  return body.outbox.backlog
}

async function drained(smtp: SmtpSink, before: number): Promise<number> {
  for (let i = 0; i < 600 && (await stored()) > 0; i++) await new Promise((r) => setTimeout(r, 100))
  return smtp.received.length - before
}

function countRows(dbPath: string): Promise<number> {
  // In a child, so this process holds no handle on the server's database.
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '-e',
        `const { DatabaseSync } = require('node:sqlite'); const db = new DatabaseSync(process.argv[1], { readOnly: true }); console.log(db.prepare('SELECT count(*) AS n FROM enquiries').get().n)`,
        dbPath,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let out = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
    child.once('close', (code) =>
      code === 0 ? resolve(Number(out)) : reject(new Error(`${code}`)),
    )
  })
}

function slowBodyHold(): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        'POST /_serverFn/x HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"a":',
      ),
    )
    let answer = ''
    socket.setEncoding('latin1').on('data', (chunk: string) => (answer += chunk))
    socket.on('close', () =>
      resolve({
        seconds: (performance.now() - started) / 1000,
        answer: answer.split('\r\n')[0] ?? '',
      }),
    )
    socket.on('error', reject)
  })
}

function perCall(fn: () => unknown, n: number): number {
  for (let i = 0; i < n / 10; i++) fn()
  const t = performance.now()
  for (let i = 0; i < n; i++) fn()
  return ((performance.now() - t) * 1000) / n
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'abuse-figures-'))
  const dbPath = join(dir, 'enquiries.db')
  const smtp = await startSmtpSink(port + 1)
  const server = await startServer(dbPath, smtp)
  const rows: Array<[string, string]> = []
  try {
    const captured = validInput()
    const answers = new Map<string, number>()
    for (let i = 0; i < 100; i++) {
      const response = await post(endpoint, captured, `203.0.113.${10 + (i % 50)}`)
      answers.set(String(response.status), (answers.get(String(response.status)) ?? 0) + 1)
    }
    const mailsReplay = await drained(smtp, 0)
    const afterReplay = await countRows(dbPath)
    rows.push([
      'One enquiry posted 100 times from 50 addresses',
      `${afterReplay} stored, ${mailsReplay} mail(s) sent; answers ${JSON.stringify(Object.fromEntries(answers))}`,
    ])

    const statuses = new Map<number, number>()
    for (let i = 0; i < 1000; i++) {
      const ip = `2001:db8:48:${(i % 10) + 1}::${(i + 1).toString(16)}`
      const response = await post(
        endpoint,
        validInput({
          name: `Flood ${i}`,
        }),
        ip,
      )
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    }
    const mailsFlood = await drained(smtp, mailsReplay)
    rows.push([
      '1,000 posts from one IPv6 /48 (ten /64s)',
      `${(await countRows(dbPath)) - afterReplay} stored, ${mailsFlood} mail(s) sent; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    ])

    const longest = `/${'a'.repeat(2040)}.php`
    let before = server.logBytes()
    await (await fetch(`${base}${longest}`)).arrayBuffer()
    await new Promise((r) => setTimeout(r, 200))
    const first = server.logBytes() - before
    before = server.logBytes()
    for (let i = 0; i < 1000; i++)
      await (await fetch(`${base}/${i}${'a'.repeat(2030)}.php`)).arrayBuffer()
    await new Promise((r) => setTimeout(r, 200))
    rows.push([
      `Log bytes per request, path of ${longest.length} characters`,
      `${first} bytes for the first; ${((server.logBytes() - before) / 1000).toFixed(1)} bytes a request over the next 1,000`,
    ])

    const slow = await slowBodyHold()
    rows.push([
      'A body sent slowly holds a connection',
      `${slow.seconds.toFixed(1)} s, then ${slow.answer}`,
    ])

    const worst = Array(500).fill('a').join(',')
    const normal = 'en-GB,en;q=0.9,zh-SG;q=0.8'
    const worstUs = perCall(() => detectLocale({ acceptLanguage: worst }), 20_000)
    const normalUs = perCall(() => detectLocale({ acceptLanguage: normal }), 20_000)
    rows.push([
      'Accept-Language of 500 tags against a usual one',
      `${worstUs.toFixed(1)} µs against ${normalUs.toFixed(1)} µs a call: ${(worstUs / normalUs).toFixed(1)} times`,
    ])
  } finally {
    server.child.kill('SIGTERM')
    await new Promise((resolve) => server.child.once('exit', resolve))
    await smtp.close()
    rmSync(dir, { recursive: true, force: true })
  }
  console.log('\n## Enquiries under abuse\n')
  console.log('| Case | Figure |\n| --- | --- |')
  for (const [name, figure] of rows) console.log(`| ${name} | ${figure} |`)
  console.log('')
}

await main()
