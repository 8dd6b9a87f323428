import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// The folders of app/ form layers. Type-only imports count too: they couple folders just the same.
const appDir = import.meta.dirname
const rootDir = resolve(appDir, '..')

function folderOf(file: string): string {
  const parts = relative(appDir, file).split(sep)
  return parts.length > 1 ? parts[0]! : '.'
}

/** `app` or `server`: the part of the repository a file is in. */
function partOf(file: string): string {
  return relative(rootDir, file).split(sep)[0]!
}

function importsIn(dir: string): { file: string; target: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .flatMap((file) =>
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
        .map(({ fileName }) => ({ file, target: resolve(dirname(file), fileName) })),
    )
}

function addEdge(edges: Map<string, string[]>, key: string, file: string) {
  edges.set(key, [...(edges.get(key) ?? []), relative(rootDir, file)])
}

function folderImports(): Map<string, string[]> {
  const edges = new Map<string, string[]>()
  for (const { file, target } of importsIn(appDir)) {
    if (relative(appDir, target).startsWith('..')) continue
    const from = folderOf(file)
    const to = folderOf(target)
    // The files directly in app/ wire the folders together (the root route takes its context
    // type from the router, TanStack's pattern), so they belong to no layer.
    if (from === to || from === '.' || to === '.') continue
    addEdge(edges, `${from} -> ${to}`, file)
  }
  return edges
}

// server/ is built from app/'s parts: an import back from anywhere in app/ closes a cycle.
function partImports(): Map<string, string[]> {
  const edges = new Map<string, string[]>()
  for (const { file, target } of [...importsIn(appDir), ...importsIn(join(rootDir, 'server'))]) {
    const from = partOf(file)
    const to = partOf(target)
    if (from !== to && ['app', 'server'].includes(to)) addEdge(edges, `${from} -> ${to}`, file)
  }
  return edges
}

function twoWay(edges: Map<string, string[]>): string[] {
  return [...edges.keys()]
    .filter((key) => edges.has(key.split(' -> ').reverse().join(' -> ')))
    .map((key) => `${key} (${[...new Set(edges.get(key))].join(', ')})`)
}

describe('app/ folders', () => {
  it('never import each other both ways', () => {
    const edges = folderImports()
    expect(edges.size).toBeGreaterThan(10) // the walk found the imports at all
    expect(twoWay(edges)).toEqual([])
  })

  it('and server/ import one way: server/ uses app/, app/ never server/', () => {
    const edges = partImports()
    expect(edges.get('server -> app')?.length).toBeGreaterThan(10)
    expect(edges.get('app -> server') ?? []).toEqual([])
  })
})
