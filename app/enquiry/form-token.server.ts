// The server signs when the form was first used, so the timing check trusts no browser clock.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

export const FORM_SECRET_FILE = 'form-secret'
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000

export type FormTokenCheck =
  | {
      ok: true
      ageMs: number
      /** The token's random part: an enquiry stored with it is found again by it (single use). */
      id: string
    }
  | { ok: false; reason: 'missing' | 'forged' | 'expired' }

function sign(secret: Buffer, issuedAt: number, id: string): string {
  return createHmac('sha256', secret).update(`enquiry-form:${issuedAt}:${id}`).digest('base64url')
}

export function issueFormToken(
  secret: Buffer,
  now: number,
  id = randomBytes(16).toString('base64url'),
): string {
  return `${now}.${id}.${sign(secret, now, id)}`
}

export function checkFormToken(secret: Buffer, token: string, now: number): FormTokenCheck {
  if (token === '') return { ok: false, reason: 'missing' }
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/u.exec(token)
  if (!match) return { ok: false, reason: 'forged' }
  const issuedAt = Number(match[1])
  const id = match[2]!
  const expected = Buffer.from(sign(secret, issuedAt, id))
  const given = Buffer.from(match[3]!)
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'forged' }
  const ageMs = now - issuedAt
  // A signed time in the future can only come from this server's clock going backwards.
  if (ageMs > FORM_TOKEN_MAX_AGE_MS) return { ok: false, reason: 'expired' }
  return { ok: true, ageMs: Math.max(0, ageMs), id }
}

/** Unless set, generated once beside the database (owner-only), so tokens survive restarts. */
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
