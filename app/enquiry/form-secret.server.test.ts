import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FORM_SECRET_FILE, loadFormSecret, repeatKey } from './form-secret.server.ts'
import { validEnquiry } from './test-support/fixtures.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'form-secret-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('repeatKey', () => {
  const secret = Buffer.alloc(32, 7)
  const enquiry = validEnquiry({ message: 'Palpitations after coffee.' })

  it('is the same for the same enquiry, wherever it was sent from', () => {
    expect(repeatKey(secret, enquiry)).toBe(repeatKey(secret, { ...enquiry }))
    expect(repeatKey(secret, enquiry)).toBe(
      repeatKey(secret, { ...enquiry, ...{ sourcePage: '/jp/contact-us/', locale: 'jp' } }),
    )
  })

  it('differs when anything the visitor wrote or chose differs, or under another key', () => {
    const key = repeatKey(secret, enquiry)
    expect(repeatKey(secret, { ...enquiry, message: 'Palpitations after tea.' })).not.toBe(key)
    expect(repeatKey(secret, { ...enquiry, marketingConsent: !enquiry.marketingConsent })).not.toBe(
      key,
    )
    expect(repeatKey(secret, { ...enquiry, preferredDate: '2031-01-02' })).not.toBe(key)
    expect(repeatKey(Buffer.alloc(32, 8), enquiry)).not.toBe(key)
    // Fields never run into each other: "ab" + "c" is not "a" + "bc".
    expect(repeatKey(secret, { ...enquiry, name: 'Tan A', message: 'Bc' })).not.toBe(
      repeatKey(secret, { ...enquiry, name: 'Tan', message: 'A Bc' }),
    )
  })
})

describe('loadFormSecret', () => {
  it('uses ENQUIRY_FORM_SECRET when set and writes nothing', () => {
    const dbPath = join(dir, 'enquiries.db')
    expect(loadFormSecret('x'.repeat(32), dbPath).toString()).toBe('x'.repeat(32))
    expect(() => statSync(join(dir, FORM_SECRET_FILE))).toThrow()
  })

  it('otherwise generates one beside the database, owner-only, and keeps it across restarts', () => {
    const dbPath = join(dir, 'data', 'enquiries.db')
    const first = loadFormSecret(undefined, dbPath)
    expect(first.length).toBe(32)
    const file = join(dir, 'data', FORM_SECRET_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('base64url'))
    expect(loadFormSecret(undefined, dbPath).equals(first)).toBe(true)
  })
})
