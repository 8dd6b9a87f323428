// `<module>.ts?head`: a service's or condition's description alone, for the route tree (ADR 0015).
import { readFile } from 'node:fs/promises'
import type { StringLiteral } from 'typescript'
import type { Plugin } from 'vite'

const headOf = /^(.*\/app\/content\/medical\/[a-z0-9-]+\.ts)\?head$/

export async function descriptionOnly(source: string, file: string): Promise<string> {
  const { default: ts } = await import('typescript')
  const module = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const keep = module.statements.filter((statement) =>
    ts.isImportDeclaration(statement)
      ? (statement.moduleSpecifier as StringLiteral).text === '@lingui/core/macro'
      : ts.isVariableStatement(statement) &&
        statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
        statement.declarationList.declarations.some((d) => d.name.getText() === 'description'),
  )
  if (!keep.some(ts.isVariableStatement))
    throw new Error(
      `${file}: a content module exports its page's description: export const description = msg(...)`,
    )
  return keep.map((statement) => statement.getText()).join('\n') + '\n'
}

export function medicalHeads(): Plugin {
  return {
    name: 'clinic:medical-heads',
    enforce: 'pre',
    async load(id) {
      const file = headOf.exec(id)?.[1]
      if (!file) return undefined
      this.addWatchFile(file)
      return descriptionOnly(await readFile(file, 'utf8'), file)
    },
  }
}
