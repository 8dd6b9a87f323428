// Visitor values are untrusted even after validation: they come back from the database.
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer'
import type { SmtpConfig } from './config.server.ts'
import type { EnquiryNotification } from './db.server.ts'
import { escapeHtml } from '../site/html.ts'
import { formatPhone } from '../site/phone.ts'

const LOCALE_LABELS: Record<EnquiryNotification['locale'], string> = {
  en: 'English',
  cn: 'Chinese (中文)',
  bh: 'Bahasa Indonesia',
  jp: 'Japanese (日本語)',
}

const CONTACT_LABELS: Record<EnquiryNotification['preferredContact'], string> = {
  phone: 'Phone call',
  email: 'Email',
  whatsapp: 'WhatsApp',
}

// eslint-disable-next-line no-control-regex
const unsafeHeaderChars = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu

/** CR and LF are the header-injection vector; nodemailer encodes non-ASCII itself. */
export function headerSafe(value: string, maxLength = 120): string {
  // `=?` broken up: a typed RFC 2047 encoded-word could hide a line break and "Bcc:".
  const clean = value.replace(unsafeHeaderChars, ' ').replace(/=\?/gu, '= ?')
  const collapsed = clean.replace(/\s+/gu, ' ').trim()
  return collapsed.length > maxLength ? `${collapsed.slice(0, maxLength - 1)}…` : collapsed
}

// Same shape as the schema's rule; re-checked because the value comes back from storage.
const SAFE_EMAIL = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u
const E164 = /^\+\d{8,15}$/u

function formatSingaporeTime(iso: string): string {
  return `${new Intl.DateTimeFormat('en-SG', {
    timeZone: 'Asia/Singapore',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))} (SGT)`
}

function formatPreferredDate(date: string | null): string {
  if (!date) return 'No preference'
  const weekday = new Intl.DateTimeFormat('en-SG', { timeZone: 'UTC', weekday: 'short' }).format(
    new Date(`${date}T00:00:00Z`),
  )
  return `${date} (${weekday})`
}

export interface NotificationEnvelope {
  from: SmtpConfig['from']
  to: readonly string[]
}

function fromHeader(envelope: NotificationEnvelope): SendMailOptions['from'] {
  return envelope.from.name
    ? { name: headerSafe(envelope.from.name), address: envelope.from.address }
    : envelope.from.address
}

export function buildClinicNotification(
  n: EnquiryNotification,
  envelope: NotificationEnvelope,
  options: { inDigest?: boolean } = {},
): SendMailOptions {
  const name = headerSafe(n.name, 100)
  const phoneValid = E164.test(n.phone)
  const phone = phoneValid ? formatPhone(n.phone) : n.phone
  const emailValid = SAFE_EMAIL.test(n.email)

  const rows: Array<[label: string, text: string, html?: string]> = [
    ['Reference', n.ref],
    ['Received', formatSingaporeTime(n.createdAt)],
    ['Name', n.name],
    [
      'Enquiry for',
      n.enquiryFor === 'other'
        ? 'Someone else: the sender writes for a family member or friend'
        : 'The sender',
    ],
    [
      'Phone',
      phone,
      phoneValid
        ? `<a href="tel:${escapeHtml(n.phone)}">${escapeHtml(phone)}</a>` +
          (n.preferredContact === 'whatsapp'
            ? ` &middot; <a href="https://wa.me/${escapeHtml(n.phone.slice(1))}">WhatsApp</a>`
            : '')
        : undefined,
    ],
    n.email === ''
      ? ['Email', 'Not given']
      : [
          'Email',
          n.email,
          emailValid
            ? `<a href="mailto:${escapeHtml(n.email)}">${escapeHtml(n.email)}</a>`
            : undefined,
        ],
    ['Preferred contact', CONTACT_LABELS[n.preferredContact]],
    ['Preferred date', formatPreferredDate(n.preferredDate)],
    [
      'Preferred time',
      n.preferredTime === 'morning'
        ? 'Morning'
        : n.preferredTime === 'afternoon'
          ? 'Afternoon'
          : 'No preference',
    ],
    ['Language', LOCALE_LABELS[n.locale]],
    ['Page', n.sourcePage],
    ['Marketing consent', n.marketingConsent ? 'Yes' : 'No'],
  ]

  const noEmail = 'The visitor gave no email address; please call or message them.'
  const mailto = `mailto:${n.email}?subject=${encodeURIComponent(`Your enquiry ${n.ref}`)}`
  const digestReply = "a reply to this digest goes to the website's own address."
  const [answerText, answerHtml] = !emailValid
    ? [noEmail, escapeHtml(noEmail)]
    : options.inDigest
      ? [
          `To answer this visitor, write a new mail to ${n.email}; ${digestReply}`,
          `To answer this visitor, write a new mail to <a href="${escapeHtml(mailto)}">${escapeHtml(n.email)}</a>; ${escapeHtml(digestReply)}`,
        ]
      : [
          'Reply to this email to answer the visitor directly.',
          'Reply to this email to answer the visitor directly.',
        ]

  const text = [
    'A new enquiry was submitted on the website.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    n.message,
    '',
    answerText,
    '',
  ].join('\n')

  const td = 'padding:4px 12px 4px 0;vertical-align:top'
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">
<p>A new enquiry was submitted on the website.</p>
<table role="presentation" cellspacing="0" cellpadding="0">
${rows
  .map(
    ([label, value, rich]) =>
      `<tr><th align="left" style="${td}">${escapeHtml(label)}</th><td style="${td}">${rich ?? escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<h3 style="margin:16px 0 4px">Message</h3>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(n.message).replace(/\n/gu, '<br>')}</p>
<p style="color:#666;margin-top:16px">${answerHtml}</p>
</body></html>
`

  const fromDomain = envelope.from.address.split('@')[1] ?? 'localhost'
  return {
    from: fromHeader(envelope),
    to: [...envelope.to],
    ...(emailValid ? { replyTo: { name, address: n.email } } : {}),
    subject: headerSafe(`Website enquiry ${n.ref}: ${name}`, 150),
    text,
    html,
    // Stable across re-sends, which mail clients collapse; createdAt survives a recreated database.
    messageId: `<enquiry-${n.enquiryId}-${Date.parse(n.createdAt)}@${fromDomain}>`,
    headers: {
      'X-Enquiry-Ref': n.ref,
      // RFC 3834: stop auto-replies (out-of-office) from looping back to us.
      'Auto-Submitted': 'auto-generated',
    },
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

/** Past the hour's mails: no Reply-To (several visitors), each section links its visitor's address. */
export function buildDigestNotification(
  list: readonly EnquiryNotification[],
  envelope: NotificationEnvelope,
  mailsPerHour: number,
): SendMailOptions {
  const parts = list.map((n) => buildClinicNotification(n, envelope, { inDigest: true }))
  const intro = `More than ${mailsPerHour} enquiry notifications were due this hour, so these ${list.length} come in one mail. A reply to it reaches no visitor: write to each at the address in their section.`
  const text = [
    intro,
    '',
    ...parts.map(
      (part, i) =>
        `--- ${i + 1} of ${list.length} ---\n${typeof part.text === 'string' ? part.text : ''}`,
    ),
  ].join('\n')
  const bodies = parts.map(
    (part) =>
      /<body[^>]*>([\s\S]*)<\/body>/u.exec(typeof part.html === 'string' ? part.html : '')?.[1] ??
      '',
  )
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">
<p><strong>${escapeHtml(intro)}</strong></p>
${bodies.map((body, i) => `<hr><p>${i + 1} of ${list.length}</p>${body}`).join('\n')}
</body></html>
`
  const first = list[0]
  const fromDomain = envelope.from.address.split('@')[1] ?? 'localhost'
  return {
    from: fromHeader(envelope),
    to: [...envelope.to],
    subject: `Website enquiries: ${list.length} in one mail (${list
      .slice(0, 3)
      .map((n) => n.ref)
      .join(', ')}${list.length > 3 ? ` and ${list.length - 3} more` : ''})`,
    text,
    html,
    messageId: `<enquiry-digest-${list
      .map((n) => n.enquiryId)
      .join('-')
      .slice(0, 120)}-${first ? Date.parse(first.createdAt) : 0}@${fromDomain}>`,
    headers: {
      'X-Enquiry-Ref': list.map((n) => n.ref).join(', '),
      'Auto-Submitted': 'auto-generated',
    },
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

export type MailTransport = Transporter

export function createMailTransport(smtp: SmtpConfig): MailTransport {
  return createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: !smtp.secure && smtp.requireTLS,
    ...(smtp.auth ? { auth: { user: smtp.auth.user, pass: smtp.auth.pass } } : {}),
    tls: { minVersion: 'TLSv1.2' },
    pool: true,
    maxConnections: 1,
    maxMessages: 500,
    // Nodemailer's defaults (2 min connect, 10 min socket) would hold the worker far too long.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    logger: false,
  })
}

export interface SentInfo {
  messageId: string
  response: string
  rejected: string[]
}

export function sendClinicNotification(
  transport: MailTransport,
  envelope: NotificationEnvelope,
  notification: EnquiryNotification,
): Promise<SentInfo> {
  return sendMail(transport, buildClinicNotification(notification, envelope))
}

export async function sendMail(transport: MailTransport, mail: SendMailOptions): Promise<SentInfo> {
  const info: unknown = await transport.sendMail(mail)
  const { messageId, response, rejected } = (info ?? {}) as {
    messageId?: unknown
    response?: unknown
    rejected?: unknown
  }
  return {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- strings from nodemailer; String() guards an odd shape
    messageId: String(messageId ?? ''),
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    response: String(response ?? ''),
    rejected: Array.isArray(rejected)
      ? rejected.map((r) =>
          typeof r === 'string' ? r : String((r as { address?: unknown }).address),
        )
      : [],
  }
}
