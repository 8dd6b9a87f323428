import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { toJSON } from 'seroval'
import { describe, expect, it } from 'vitest'
import { decodeProblem } from './start-workarounds.ts'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('the workarounds for Start', () => {
  it('finds the bodies Start could not decode: not JSON (415), or JSON seroval refuses (400)', () => {
    expect(decodeProblem('text/plain', bytes('{}'))).toEqual({ status: 415 })
    expect(decodeProblem(null, bytes('{}'))).toEqual({ status: 415 })
    expect(decodeProblem('application/json', bytes('{'))).toMatchObject({ status: 400 })
    expect(decodeProblem('application/json', bytes('{"t":99}'))).toMatchObject({ status: 400 })
    const sent = JSON.stringify(toJSON({ data: { name: 'x' } }))
    expect(decodeProblem('application/json; charset=utf-8', bytes(sent))).toBeUndefined()
  })

  it("still match Start's text for an unknown server function (fails when an upgrade changes it)", () => {
    const require = createRequire(import.meta.url)
    const plugin = require.resolve('@tanstack/start-plugin-core/package.json')
    const resolver = readFileSync(
      plugin.replace('package.json', 'dist/esm/start-compiler/server-fn-resolver-module.js'),
      'utf8',
    )
    expect(resolver).toContain("throw new Error('Server function info not found for ' + id)")
  })
})
