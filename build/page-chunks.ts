import type { Rollup } from 'vite'
import { pageMatrix, type PageId } from '../app/site/pages.ts'

type Chunk = Rollup.OutputChunk

/** What a navigation to each page preloads at once, as Vite's preload helper did (ADR 0001's log). */
export function pageChunkLists(
  bundle: Rollup.OutputBundle,
  files: Record<string, string> = Object.fromEntries(
    Object.entries(pageMatrix).map(([id, page]) => [id, page.file]),
  ),
): Partial<Record<PageId, string[]>> {
  const chunks = new Map<string, Chunk>()
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output)
  const closure = (start: Chunk[]) => {
    const seen = new Set<string>()
    const visit = (chunk: Chunk) => {
      if (seen.has(chunk.fileName)) return
      seen.add(chunk.fileName)
      for (const name of chunk.imports) {
        const imported = chunks.get(name)
        if (imported) visit(imported)
      }
    }
    start.forEach(visit)
    return seen
  }
  const withEntry = closure([...chunks.values()].filter((chunk) => chunk.isEntry))
  const lists: Partial<Record<PageId, string[]>> = {}
  for (const [id, file] of Object.entries(files)) {
    const own = [...chunks.values()].filter(
      (chunk) =>
        chunk.isDynamicEntry &&
        chunk.facadeModuleId?.split('?')[0]?.endsWith(`/app/routes/${file}`),
    )
    if (own.length === 0) throw new Error(`No chunk of the route module app/routes/${file}`)
    lists[id as PageId] = [...closure(own)]
      .filter((name) => !withEntry.has(name))
      .map((name) => `/${name}`)
  }
  return lists
}
