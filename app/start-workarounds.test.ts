// Pins of the framework code the overrides in start-workarounds.ts and app/client.tsx rely on: an
// upgrade that changes it fails here, to be compared again and the pin updated (ADR 0021).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
function packageFile(packageName: string, file: string) {
  const manifest = require.resolve(`${packageName}/package.json`, {
    paths: [dirname(require.resolve('@tanstack/react-start/package.json'))],
  })
  return readFileSync(join(dirname(manifest), file), 'utf8')
}
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)

describe('the Start client code app/client.tsx follows', () => {
  it.each([
    ['@tanstack/start-client-core', 'dist/esm/client/hydrateStart.js', '79697d04d5b526ff'],
    ['@tanstack/react-start-client', 'dist/esm/hydrateStart.js', 'cfaf38202a9e8053'],
    ['@tanstack/react-start-client', 'dist/esm/StartClient.js', '150b9849be89b638'],
  ])('%s %s is the version compared', (packageName, file, hash) => {
    expect(
      sha256(packageFile(packageName, file)),
      `${packageName}/${file} changed: compare app/client.tsx with it, then update the hash`,
    ).toBe(hash)
  })
})

describe('the Router code the overrides in start-workarounds.ts replace', () => {
  const router = packageFile('@tanstack/router-core', 'dist/esm/router.js')
  const link = packageFile('@tanstack/react-router', 'dist/esm/link.js')

  it('preloadRoute is an own property every preload goes through, links included', () => {
    expect(router).toContain('this.preloadRoute = (opts) => preloadClientRoute(this, opts);')
    expect(link).toContain('router.preloadRoute(options)')
  })

  it('navigate is an own property that takes href and reloadDocument', () => {
    expect(router).toContain(
      'this.navigate = async ({ to, reloadDocument, href, publicHref, ...rest }) => {',
    )
    expect(link).toContain('router.navigate({')
  })
})
