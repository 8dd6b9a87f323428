// A real SMTP server (smtp-server) on 127.0.0.1 that records what it receives,
// plus just enough MIME decoding to check the message. Test-only.
import { createServer } from 'node:net'
import { SMTPServer } from 'smtp-server'
import type { SmtpConfig } from '../config.server.ts'

export interface ReceivedMail {
  mailFrom: string
  rcptTo: string[]
  raw: string
}

export interface SmtpSink {
  port: number
  received: ReceivedMail[]
  readonly connections: number
  waitForCount(n: number, timeoutMs?: number): Promise<void>
  close(): Promise<void>
}

/** A port that was free a moment ago (to start a server on later, for outage tests). */
export async function reservePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

export interface SmtpSinkOptions {
  // Before the 250 (accepted): a test fills the disk or kills the sender here, the moment the
  // mail has left the sender's hands.
  onMessage?: (mail: ReceivedMail) => void
}

export async function startSmtpSink(port = 0, options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  const waiters: Array<() => void> = []
  let connections = 0

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onConnect(_session, callback) {
      connections += 1
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const from = session.envelope.mailFrom
        const mail = {
          mailFrom: from ? from.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        }
        received.push(mail)
        options.onMessage?.(mail)
        for (const wake of waiters.splice(0)) wake()
        callback()
      })
    },
  })

  // A sender that dies mid-conversation (the crash tests) is a socket error, not a test failure.
  server.on('error', () => {})
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  if (address === null || typeof address === 'string') throw new Error('SMTP sink has no port')

  return {
    port: address.port,
    received,
    get connections() {
      return connections
    },
    async waitForCount(n, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (received.length < n) {
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`Expected ${n} message(s), got ${received.length}`)
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, left)
          waiters.push(() => {
            clearTimeout(t)
            resolve()
          })
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export function smtpConfigFor(port: number): SmtpConfig {
  return {
    host: '127.0.0.1',
    port,
    secure: false,
    requireTLS: false,
    auth: null,
    from: { name: 'Clinic Website', address: 'web@clinic.example' },
    to: ['frontdesk@clinic.example'],
  }
}

export interface ParsedMail {
  /** Raw header block, unfolded (one header per line). */
  headerLines: string[]
  header(name: string): string | undefined
  text: string
  html: string
}

function splitHeaders(raw: string): { headerLines: string[]; body: string } {
  const end = raw.indexOf('\r\n\r\n')
  const head = end === -1 ? raw : raw.slice(0, end)
  const body = end === -1 ? '' : raw.slice(end + 4)
  return { headerLines: head.replace(/\r\n[ \t]+/gu, ' ').split('\r\n'), body }
}

function headerValue(lines: string[], name: string): string | undefined {
  const prefix = `${name.toLowerCase()}:`
  return lines
    .find((line) => line.toLowerCase().startsWith(prefix))
    ?.slice(prefix.length)
    .trim()
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = encoding?.toLowerCase()
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/gu, ''), 'base64').toString('utf8')
  if (enc === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/gu, '')
    const bytes: number[] = []
    for (let i = 0; i < joined.length; i++) {
      const hex = joined.slice(i + 1, i + 3)
      if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/u.test(hex)) {
        bytes.push(parseInt(hex, 16))
        i += 2
      } else {
        bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'))
      }
    }
    return Buffer.from(bytes).toString('utf8')
  }
  return body
}

/** As nodemailer builds it here: text/plain and text/html in multipart/alternative. */
export function parseMail(raw: string): ParsedMail {
  const { headerLines, body } = splitHeaders(raw)
  let text = ''
  let html = ''
  const boundary = /boundary="?([^";]+)"?/iu.exec(
    headerValue(headerLines, 'content-type') ?? '',
  )?.[1]
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw]
  for (const part of parts) {
    const p = splitHeaders(part.replace(/^\r\n/u, ''))
    const type = headerValue(p.headerLines, 'content-type') ?? 'text/plain'
    const decoded = decodeBody(
      p.body.replace(/\r\n$/u, ''),
      headerValue(p.headerLines, 'content-transfer-encoding'),
    )
    if (type.startsWith('text/html')) html = decoded
    else if (type.startsWith('text/plain')) text = decoded
  }
  return { headerLines, header: (name) => headerValue(headerLines, name), text, html }
}
