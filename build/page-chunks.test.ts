import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { pageChunkLists } from './page-chunks.ts'

const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: false,
    isDynamicEntry: false,
    ...extra,
  }) as Rollup.OutputChunk

describe('pageChunkLists', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
      chunk('assets/react.js', []),
      chunk('assets/angina.js', ['assets/Medical.js', 'assets/react.js'], {
        isDynamicEntry: true,
        facadeModuleId: '/repo/app/routes/generated/conditions.angina.tsx?tsr-split=component',
      }),
      chunk('assets/Medical.js', ['assets/Urgency.js', 'assets/react.js']),
      chunk('assets/Urgency.js', []),
    ].map((output) => [output.fileName, output]),
  )

  it("lists a page's own chunk and every chunk it imports, less the entry's", () => {
    expect(pageChunkLists(bundle, { angina: 'generated/conditions.angina.tsx' })).toEqual({
      angina: ['/assets/angina.js', '/assets/Medical.js', '/assets/Urgency.js'],
    })
  })

  it('stops the build when a page has no chunk of its own', () => {
    expect(() => pageChunkLists(bundle, { home: 'pages/home.tsx' })).toThrow(
      'No chunk of the route module app/routes/pages/home.tsx',
    )
  })
})
