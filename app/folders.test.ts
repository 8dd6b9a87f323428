import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// The folders of app/ form layers. Type-only imports count too: they couple folders just the same.
const appDir = import.meta.dirname

function folderOf(file: string): string {
  const parts = relative(appDir, file).split(sep)
  return parts.length > 1 ? parts[0]! : '.'
}

function folderImports(): Map<string, string[]> {
  const edges = new Map<string, string[]>()
  const files = readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue
      const target = resolve(dirname(file), fileName)
      if (relative(appDir, target).startsWith('..')) continue
      const from = folderOf(file)
      const to = folderOf(target)
      // The files directly in app/ wire the folders together (the root route takes its context
      // type from the router, TanStack's pattern), so they belong to no layer.
      if (from === to || from === '.' || to === '.') continue
      const key = `${from} -> ${to}`
      edges.set(key, [...(edges.get(key) ?? []), relative(appDir, file)])
    }
  }
  return edges
}

describe('app/ folders', () => {
  it('never import each other both ways', () => {
    const edges = folderImports()
    expect(edges.size).toBeGreaterThan(10) // the walk found the imports at all
    const twoWay = [...edges.keys()]
      .filter((key) => edges.has(key.split(' -> ').reverse().join(' -> ')))
      .map((key) => `${key} (${[...new Set(edges.get(key))].join(', ')})`)
    expect(twoWay).toEqual([])
  })
})
