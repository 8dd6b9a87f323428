import { describe, expect, it } from 'vitest'
import {
  chunkListAttribute,
  deferredEntryType,
  entryImportsList,
} from '../app/runtime/page-chunks.ts'
import { deferPreloads } from './deferred-scripts.ts'

const manifest = {
  routes: {
    __root__: {
      filePath: 'app/routes/__root.tsx',
      preloads: ['/assets/index-a.js', '/assets/shared-d.js', '/assets/shared-b.js'],
      scripts: [{ attrs: { type: 'module', async: true, src: '/assets/index-a.js' } }],
      css: ['/assets/index-a.css'],
    },
    '/{-$lang}/': { preloads: [{ href: '/assets/home-c.js' }] },
    '/robots.txt': {},
  },
}

describe('the manifest without hints before the first view', () => {
  // d imports b: Start lists d first.
  const deferred = deferPreloads(manifest, { '/assets/shared-d.js': ['/assets/shared-b.js'] })

  it('keeps no modulepreload hint and no running module script', () => {
    for (const route of Object.values(deferred.routes)) {
      expect(route).not.toHaveProperty('preloads')
      for (const script of (route as { scripts?: { attrs?: Record<string, unknown> }[] }).scripts ??
        [])
        expect(script.attrs?.['type']).not.toBe('module')
    }
  })

  it('leaves the entry inert with its src, and lists each route chunk once', () => {
    const root = deferred.routes.__root__ as { scripts: unknown[]; css: string[] }
    expect(root.css).toEqual(['/assets/index-a.css'])
    expect(root.scripts).toEqual([
      { attrs: { type: deferredEntryType, src: '/assets/index-a.js' } },
      {
        attrs: { type: 'application/json', [chunkListAttribute]: entryImportsList },
        // After what it imports: the starter imports them in order.
        children: '["/assets/shared-b.js","/assets/shared-d.js"]',
      },
    ])
    expect(deferred.routes['/{-$lang}/']).toEqual({
      scripts: [
        {
          attrs: { type: 'application/json', [chunkListAttribute]: '' },
          children: '["/assets/home-c.js"]',
        },
      ],
    })
    expect(deferred.routes['/robots.txt']).toEqual({})
  })
})
