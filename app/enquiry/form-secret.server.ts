// The server's own key: repeats of one enquiry are told apart from new ones by it.
import { createHmac, randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Enquiry } from './schema.ts'

export const FORM_SECRET_FILE = 'form-secret'
type RepeatedFields = Pick<
  Enquiry,
  | 'enquiryFor'
  | 'name'
  | 'phone'
  | 'email'
  | 'preferredContact'
  | 'preferredDate'
  | 'preferredTime'
  | 'message'
  | 'pdpaConsent'
  | 'marketingConsent'
>

/** Keyed, so the stored key tells nothing of the enquiry it stands for (ADR 0021). */
export function repeatKey(secret: Buffer, enquiry: RepeatedFields): string {
  const fields = [
    enquiry.enquiryFor,
    enquiry.name,
    enquiry.phone,
    enquiry.email ?? '',
    enquiry.preferredContact,
    enquiry.preferredDate ?? '',
    enquiry.preferredTime,
    enquiry.message,
    String(enquiry.pdpaConsent),
    String(enquiry.marketingConsent),
  ]
  return createHmac('sha256', secret)
    .update(`enquiry:${JSON.stringify(fields)}`)
    .digest('base64url')
}

/** Unless set, generated once beside the database (owner-only), so keys survive restarts. */
export function loadFormSecret(envSecret: string | undefined, dbPath: string): Buffer {
  if (envSecret) return Buffer.from(envSecret, 'utf8')
  if (dbPath === ':memory:') return randomBytes(32)
  const file = join(dirname(resolve(dbPath)), FORM_SECRET_FILE)
  try {
    const stored = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url')
    if (stored.length >= 32) return stored
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  const fresh = randomBytes(32)
  try {
    writeFileSync(file, `${fresh.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' })
    chmodSync(file, 0o600)
    return fresh
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url')
  }
}
