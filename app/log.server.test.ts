import { describe, expect, it } from 'vitest'
import { createLogger, createServerLog, jsonLine } from './log.server.ts'

type Line = Record<string, unknown>

function capture(options: Parameters<typeof createServerLog>[0] = {}) {
  const out: string[] = []
  const err: string[] = []
  let t = Date.parse('2026-01-01T00:00:00Z')
  const log = createServerLog({
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    now: () => t,
    ...options,
  })
  return { log, out, err, advance: (ms: number) => (t += ms) }
}

describe('log', () => {
  it('escapes every control character, C0 and C1, so a terminal never acts on logged bytes', () => {
    const line = jsonLine({ reason: 'a\u001b[31mred\u009b2J\u0007\u2028b\r\n' })
    expect(line.endsWith('\n')).toBe(true)
    // eslint-disable-next-line no-control-regex
    expect(line.slice(0, -1)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/)
    expect(JSON.parse(line)).toEqual({ reason: 'a\u001b[31mred\u009b2J\u0007\u2028b\r\n' })
  })

  it('writes one access line per request: JSON, path without query, no address unless configured', () => {
    const { log, out } = capture()
    log.access({ method: 'GET', path: '/cn/', status: 200, durationMs: 1.234, ip: '203.0.113.1' })
    expect(out).toHaveLength(1)
    expect(JSON.parse(out[0]!)).toEqual({
      time: '2026-01-01T00:00:00.000Z',
      level: 'info',
      type: 'access',
      method: 'GET',
      path: '/cn/',
      status: 200,
      ms: 1.2,
    })
    const withIp = capture({ clientIp: true })
    withIp.log.access({ method: 'GET', path: '/', status: 200, durationMs: 1, ip: '203.0.113.1' })
    expect(JSON.parse(withIp.out[0]!)).toMatchObject({ ip: '203.0.113.1' })
  })

  it('logs a client error as one line without a stack, and rate-limits repeats', () => {
    const { log, err, advance } = capture({ windowMs: 60_000 })
    const entry = { method: 'POST', path: '/_serverFn/x', status: 400, reason: 'SyntaxError' }
    for (let i = 0; i < 50; i++) log.clientError(entry)
    expect(err).toHaveLength(1)
    expect(err[0]!.split('\n').filter(Boolean)).toHaveLength(1)
    expect(JSON.parse(err[0]!)).toEqual({
      time: '2026-01-01T00:00:00.000Z',
      level: 'warn',
      type: 'client_error',
      ...entry,
    })
    log.clientError({ ...entry, path: '/_serverFn/y' })
    expect(err).toHaveLength(1)
    log.clientError({ ...entry, reason: 'TypeError' })
    expect(err).toHaveLength(2)
    advance(60_000)
    log.clientError(entry)
    expect(err).toHaveLength(3)
    expect(JSON.parse(err[2]!)).toMatchObject({ repeatsNotLogged: 50, pathsNotLogged: 2 })
  })

  it("writes the enquiry back end's lines as the server's: notices on stdout, the rest on stderr", () => {
    const out: string[] = []
    const err: string[] = []
    const now = () => Date.parse('2026-01-01T00:00:00Z')
    const enquiry = createLogger('enquiry', {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      now,
    })
    const server = createServerLog({ out: (l) => out.push(l), err: (l) => err.push(l), now })
    enquiry.info('Enquiry stored', { ref: 'K7M2-9QXD' })
    server.info('Serving', { url: 'http://localhost:3000/' })
    enquiry.warn('Enquiry refused: rate limited', { retryAfterSeconds: 60 })
    enquiry.error('Enquiry could not be stored', { errorCode: 'SQLITE_FULL' })
    const time = '2026-01-01T00:00:00.000Z'
    expect(out.map((l) => JSON.parse(l) as unknown)).toEqual([
      { time, level: 'info', type: 'enquiry', message: 'Enquiry stored', ref: 'K7M2-9QXD' },
      { time, level: 'info', type: 'server', message: 'Serving', url: 'http://localhost:3000/' },
    ])
    expect(err.map((l) => JSON.parse(l) as { level: string; type: string })).toMatchObject([
      { level: 'warn', type: 'enquiry', retryAfterSeconds: 60 },
      { level: 'error', type: 'enquiry', errorCode: 'SQLITE_FULL' },
    ])
  })

  it('bounds a line: a path of 2,048 characters is logged as its first 200', () => {
    const { log, out, err } = capture()
    const long = `/${'a'.repeat(2047)}`
    log.access({ method: 'GET', path: long, status: 200, durationMs: 1 })
    log.clientError({ method: 'POST', path: long, status: 400, reason: 'x' })
    for (const line of [...out, ...err]) {
      expect(line.length).toBeLessThan(400)
      expect((JSON.parse(line) as { path: string }).path).toBe(`/${'a'.repeat(199)}…`)
    }
  })

  it('folds a flood of client errors into counts: ten access lines a minute per status, then one with the count', () => {
    const { log, out, advance } = capture({ windowMs: 60_000 })
    for (let i = 0; i < 1000; i++)
      log.access({
        method: 'GET',
        path: `/${i}-${'a'.repeat(1990)}.php`,
        status: 404,
        durationMs: 1,
      })
    log.access({ method: 'GET', path: '/cn/', status: 200, durationMs: 1 })
    expect(out).toHaveLength(11)
    expect(out.join('').length).toBeLessThan(11 * 400)
    advance(60_000)
    log.access({ method: 'GET', path: '/x/', status: 404, durationMs: 1 })
    expect(JSON.parse(out.at(-1)!)).toMatchObject({ status: 404, repeatsNotLogged: 990 })
  })

  it('folds every line a client can repeat: redirects, unknown functions by path, pages, refused enquiries, server errors', () => {
    const { log, out, err, advance } = capture({ windowMs: 60_000 })
    const enquiry = createLogger('enquiry', {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      now: () => Date.parse('2026-01-01T00:00:00Z'),
    })
    const n = 10_000
    for (let i = 0; i < n; i++) {
      const id = i.toString(36)
      log.access({ method: 'GET', path: `/${'a'.repeat(240)}${id}`, status: 308, durationMs: 1 })
      log.access({ method: 'POST', path: `/_serverFn/${id}`, status: 400, durationMs: 1 })
      log.clientError({
        method: 'POST',
        path: `/_serverFn/${id}`,
        status: 400,
        reason: 'not found',
      })
      log.access({ method: 'GET', path: '/', status: 200, durationMs: 1 })
      log.serverError('Request failed', new Error(`boom ${id}`), { path: `/${id}` })
      enquiry.warn('Enquiry refused: rate limited', { limit: 'address' })
      enquiry.info('Enquiry refused: form token not valid', { reason: 'forged' })
    }
    const lines = [...out, ...err].map((l) => JSON.parse(l) as Line)
    const count = (match: (line: Line) => boolean) => lines.filter(match).length
    expect(count((l) => l['status'] === 308)).toBe(10)
    expect(count((l) => l['type'] === 'access' && l['status'] === 400)).toBe(10)
    expect(count((l) => l['type'] === 'client_error')).toBe(1)
    expect(count((l) => l['status'] === 200)).toBe(600)
    expect(count((l) => l['type'] === 'server_error')).toBe(10)
    expect(count((l) => l['type'] === 'enquiry')).toBe(20)
    // About 7 bytes a request of all seven kinds together, against several hundred unfolded.
    expect([...out, ...err].join('').length / n).toBeLessThan(20)

    advance(60_000)
    log.access({ method: 'GET', path: '/x', status: 308, durationMs: 1 })
    log.clientError({ method: 'POST', path: '/_serverFn/z', status: 400, reason: 'not found' })
    expect(JSON.parse(out.at(-1)!)).toMatchObject({ status: 308, repeatsNotLogged: n - 10 })
    expect(JSON.parse(err.at(-1)!)).toMatchObject({
      type: 'client_error',
      repeatsNotLogged: n - 1,
      pathsNotLogged: 1000,
    })
  })
})
