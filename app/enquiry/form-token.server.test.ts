import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  checkFormToken,
  FORM_SECRET_FILE,
  issueFormToken,
  loadFormSecret,
} from './form-token.server.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'form-token-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('form tokens', () => {
  const secret = Buffer.alloc(32, 7)
  const now = Date.parse('2026-05-01T02:00:00Z')

  it('give back the age of a genuine token', () => {
    expect(
      checkFormToken(secret, issueFormToken(secret, now - 5_000, 'a'.repeat(22)), now),
    ).toEqual({
      ok: true,
      ageMs: 5_000,
      id: 'a'.repeat(22),
    })
  })

  it('carry an id of their own, even when issued in the same millisecond', () => {
    const ids = [issueFormToken(secret, now), issueFormToken(secret, now)].map((token) => {
      const check = checkFormToken(secret, token, now)
      return check.ok ? check.id : check.reason
    })
    expect(ids[0]).toMatch(/^[\w-]{22}$/u)
    expect(ids[1]).not.toBe(ids[0])
  })

  it('refuse a changed time, another key, garbage and old tokens', () => {
    const [, id, signature] = issueFormToken(secret, now).split('.')
    expect(checkFormToken(secret, `${now - 60_000}.${id}.${signature}`, now)).toEqual({
      ok: false,
      reason: 'forged',
    })
    expect(checkFormToken(secret, `${now}.${'b'.repeat(22)}.${signature}`, now)).toEqual({
      ok: false,
      reason: 'forged',
    })
    expect(checkFormToken(Buffer.alloc(32, 8), issueFormToken(secret, now), now)).toEqual({
      ok: false,
      reason: 'forged',
    })
    expect(checkFormToken(secret, 'yesterday', now)).toEqual({ ok: false, reason: 'forged' })
    expect(checkFormToken(secret, '', now)).toEqual({ ok: false, reason: 'missing' })
    expect(checkFormToken(secret, issueFormToken(secret, now - 25 * 3_600_000), now)).toEqual({
      ok: false,
      reason: 'expired',
    })
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
