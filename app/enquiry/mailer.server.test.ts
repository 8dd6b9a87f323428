import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { EnquiryNotification } from './db.server.ts'
import {
  buildClinicNotification,
  buildDigestNotification,
  createMailTransport,
  headerSafe,
  sendClinicNotification,
  type MailTransport,
} from './mailer.server.ts'
import { parseMail, smtpConfigFor, startSmtpSink, type SmtpSink } from './test-support/smtp-sink.ts'

// Deliberately hostile and NOT normalised by the schema: the mailer must be
// safe on its own, because it also reads payloads back from storage.
const hostile: EnquiryNotification = {
  v: 1,
  enquiryId: 42,
  ref: 'K7M2-9QXD',
  createdAt: '2025-05-01T02:03:04.005Z',
  locale: 'cn',
  sourcePage: '/cn/contact?x="><script>alert(1)</script>',
  name: 'Mallory\r\nBcc: victim@evil.example\r\nX-Injected: yes',
  phone: '+6591234567',
  email: 'mallory@example.com',
  preferredContact: 'whatsapp',
  preferredTime: 'morning',
  preferredDate: '2025-05-02',
  message: '<img src=x onerror=alert(1)>\nSecond line & "quotes" \'single\'\n胸痛があります',
  marketingConsent: false,
  enquiryFor: 'self',
}

describe('headerSafe', () => {
  it('removes every kind of line break and control character', () => {
    expect(headerSafe('a\r\nBcc: b\rc\nd\u2028e\u0085f\u0000g\tz')).toBe('a Bcc: b c d e f g z')
  })
})

describe('buildClinicNotification', () => {
  it('puts no line break in any header value', () => {
    const mail = buildClinicNotification(hostile, smtpConfigFor(25))
    expect(mail.subject).toBe(
      'Website enquiry K7M2-9QXD: Mallory Bcc: victim@evil.example X-Injected: yes',
    )
    expect(mail.replyTo).toEqual({
      name: 'Mallory Bcc: victim@evil.example X-Injected: yes',
      address: 'mallory@example.com',
    })
    expect(mail.messageId).toBe(`<enquiry-42-${Date.parse(hostile.createdAt)}@clinic.example>`)
  })

  it('says when the sender writes for someone else', () => {
    const mail = buildClinicNotification({ ...hostile, enquiryFor: 'other' }, smtpConfigFor(25))
    expect(mail.text).toContain(
      'Enquiry for: Someone else: the sender writes for a family member or friend',
    )
    expect(buildClinicNotification(hostile, smtpConfigFor(25)).text).toContain(
      'Enquiry for: The sender',
    )
  })

  it('in a digest, says how to answer each visitor: their address in a new mail, never "reply to this email"', () => {
    const plain = { ...hostile, name: 'Tan Mei Ling', email: 'mei.ling@example.com' }
    const noEmail = { ...plain, enquiryId: 43, ref: 'A1B2-C3D4', email: '' }
    const digest = buildDigestNotification([plain, noEmail], smtpConfigFor(25), 30)
    const text = digest.text as string
    const html = digest.html as string
    expect(text).not.toContain('Reply to this email')
    expect(html).not.toContain('Reply to this email')
    // A digest holds several visitors: none of them is its Reply-To.
    expect(digest.replyTo).toBeUndefined()
    expect(text).toContain(
      "To answer this visitor, write a new mail to mei.ling@example.com; a reply to this digest goes to the website's own address.",
    )
    expect(html).toContain(
      '<a href="mailto:mei.ling@example.com?subject=Your%20enquiry%20K7M2-9QXD">mei.ling@example.com</a>',
    )
    expect(text).toContain('The visitor gave no email address; please call or message them.')
  })

  it('omits Reply-To when the stored email is not a plain address', () => {
    const mail = buildClinicNotification(
      { ...hostile, email: 'a@b.example\r\nBcc: x@y.example' },
      smtpConfigFor(25),
    )
    expect(mail.replyTo).toBeUndefined()
  })
})

describe('sendClinicNotification over real SMTP', () => {
  let sink: SmtpSink
  let transport: MailTransport
  beforeEach(async () => {
    sink = await startSmtpSink()
    transport = createMailTransport(smtpConfigFor(sink.port))
  })
  afterEach(async () => {
    transport.close()
    await sink.close()
  })

  it('delivers an escaped message with no injected headers or recipients', async () => {
    const info = await sendClinicNotification(transport, smtpConfigFor(sink.port), hostile)
    expect(info.rejected).toEqual([])
    expect(sink.received).toHaveLength(1)
    const [received] = sink.received
    if (!received) throw new Error('no message')

    // The envelope decides who gets the mail: only the clinic inbox.
    expect(received.rcptTo).toEqual(['frontdesk@clinic.example'])
    expect(received.mailFrom).toBe('web@clinic.example')

    const mail = parseMail(received.raw)
    expect(mail.headerLines.filter((l) => /^bcc:/iu.test(l))).toEqual([])
    expect(mail.headerLines.filter((l) => /^x-injected:/iu.test(l))).toEqual([])
    expect(mail.header('subject')).toBe(
      'Website enquiry K7M2-9QXD: Mallory Bcc: victim@evil.example X-Injected: yes',
    )
    expect(mail.header('reply-to')).toContain('<mallory@example.com>')
    expect(mail.header('to')).toBe('frontdesk@clinic.example')
    expect(mail.header('auto-submitted')).toBe('auto-generated')
    expect(mail.header('x-enquiry-ref')).toBe('K7M2-9QXD')

    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).toContain('Second line &amp; &quot;quotes&quot; &#39;single&#39;')
    expect(mail.html).not.toMatch(/<img|<script/u)
    expect(mail.html).toContain('胸痛があります')
    expect(mail.html).toContain('href="https://wa.me/6591234567"')

    expect(mail.text).toContain('<img src=x onerror=alert(1)>') // plain text needs no escaping
    expect(mail.text).toContain('Phone: +65 9123 4567')
    expect(mail.text).toContain('Language: Chinese (中文)')
    expect(mail.text).toContain('Preferred date: 2025-05-02 (Fri)')
    expect(mail.text).toContain('Received: 1 May 2025, 10:03 am (SGT)')
  })

  it('sends an encoded-word typed as a name as text a mail client shows, never decodes', async () => {
    // Decoded, this is "Dr Tan \u202Efdp.exe\r\nBcc: x@evil.example".
    const name = '=?UTF-8?B?RHIgVGFuIOKArmZkcC5leGUNCkJjYzogeEBldmlsLmV4YW1wbGU=?='
    await sendClinicNotification(transport, smtpConfigFor(sink.port), { ...hostile, name })
    const mail = parseMail(sink.received[0]?.raw ?? '')
    const visitorPart = (header: string | undefined) => header?.replace(/^.*K7M2-9QXD: /u, '') ?? ''
    expect(visitorPart(mail.header('subject'))).not.toContain('=?')
    expect(mail.header('subject')).toBe(
      'Website enquiry K7M2-9QXD: = ?UTF-8?B?RHIgVGFuIOKArmZkcC5leGUNCkJjYzogeEBldmlsLmV4YW1wbGU= ?=',
    )
    expect(mail.header('reply-to')).toContain('= ?UTF-8?B?')
    expect(mail.header('reply-to')).not.toMatch(/(?<!")=\?UTF-8\?B\?RHIg/u)
  })
})
