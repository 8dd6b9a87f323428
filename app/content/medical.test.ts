import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { conditionRows, serviceRows } from '../site/medical-pages.ts'

// Route modules of service and condition pages hold their description and nothing else of
// their own, so that hand-written markup cannot grow back in them.
const appDir = join(import.meta.dirname, '..')
const pagesDir = join(appDir, 'routes', 'pages')
const medicalRoutes = readdirSync(pagesDir).filter(
  (file) => /^(services|conditions)\.[a-z-]+\.tsx$/.test(file) && file !== 'services.index.tsx',
)
const slugOf = (file: string) => file.replace(/^(services|conditions)\.|\.tsx$/g, '')

/** What a route module may import: these, and its own content module. */
const allowedImports = new Map([
  ['@lingui/core/macro', ['msg']],
  ['@tanstack/react-router', ['createFileRoute']],
  ['../../content/medical.ts', ['medicalHead']],
  ['../../content/MedicalPage.tsx', ['MedicalPage']],
  ['../../i18n/catalog.ts', ['loadPageText']],
])

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node

/** How a route module differs from `description = msg(...)` plus `<MedicalPage>` with its content. */
function routeShapeProblems(source: string, slug: string): string[] {
  const file = ts.createSourceFile(
    'route.tsx',
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  const problems: string[] = []
  const jsx: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node))
      jsx.push(node.getText().slice(0, 60))
    ts.forEachChild(node, visit)
  }
  visit(file)
  if (jsx.length !== 1) problems.push(`JSX other than one <MedicalPage />: ${jsx.join(' | ')}`)

  const allowed = new Map([...allowedImports, [`../../content/medical/${slug}.ts`, ['content']]])
  let pageId: string | undefined
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = (statement.moduleSpecifier as ts.StringLiteral).text
      const bindings = statement.importClause?.namedBindings
      const names =
        bindings && ts.isNamedImports(bindings) ? bindings.elements.map((el) => el.name.text) : []
      const expected = allowed.get(from)
      if (!expected || statement.importClause?.name || names.join() !== expected.join())
        problems.push(`import: ${statement.getText()}`)
      continue
    }
    const declaration = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations[0]
      : undefined
    const name = declaration?.name.getText()
    const init = declaration?.initializer && unwrap(declaration.initializer)
    if (
      name === 'description' &&
      init &&
      ts.isCallExpression(init) &&
      init.expression.getText() === 'msg'
    )
      continue
    if (name === 'Route' && init && ts.isCallExpression(init)) {
      const options = init.arguments[0]
      if (!options || !ts.isObjectLiteralExpression(options)) {
        problems.push('createFileRoute(...) takes no options object')
        continue
      }
      const props = new Map(
        options.properties.map((prop) => [
          prop.name?.getText() ?? '',
          ts.isPropertyAssignment(prop) ? unwrap(prop.initializer) : undefined,
        ]),
      )
      if ([...props.keys()].join() !== 'head,loader,component')
        problems.push(`route options: ${[...props.keys()].join(', ')}`)
      const head = props.get('head')
      if (head && ts.isCallExpression(head) && head.expression.getText() === 'medicalHead') {
        pageId = (head.arguments[0] as ts.StringLiteral | undefined)?.text
        if (head.arguments[1]?.getText() !== 'description')
          problems.push('head: not the description')
      } else problems.push('head: not medicalHead(id, description)')
      if (props.get('loader')?.getText() !== 'loadPageText')
        problems.push('loader: not loadPageText')
      const component = props.get('component')
      const element =
        component && ts.isArrowFunction(component) && ts.isExpression(component.body)
          ? unwrap(component.body)
          : undefined
      if (
        element &&
        ts.isJsxSelfClosingElement(element) &&
        element.tagName.getText() === 'MedicalPage'
      ) {
        const attributes = element.attributes.properties.map((attr) => attr.getText()).join(' ')
        if (attributes !== `id="${pageId}" description={description} content={content}`)
          problems.push(`<MedicalPage ${attributes} />`)
      } else problems.push('component: not () => <MedicalPage … />')
      continue
    }
    problems.push(`statement: ${statement.getText().slice(0, 60)}`)
  }
  return problems
}

describe('the service and condition route modules', () => {
  it('are all checked', () => {
    expect(medicalRoutes).toHaveLength(
      Object.keys(serviceRows).length + Object.keys(conditionRows).length,
    )
  })

  for (const file of medicalRoutes)
    it(`${file} renders MedicalPage with its content module, and no markup of its own`, () => {
      expect(routeShapeProblems(readFileSync(join(pagesDir, file), 'utf8'), slugOf(file))).toEqual(
        [],
      )
    })

  it('fail the check when markup, statements or other imports come back', () => {
    const good = readFileSync(join(pagesDir, 'services.angioplasty.tsx'), 'utf8')
    expect(routeShapeProblems(good, 'angioplasty')).toEqual([])
    const bad = [
      good.replace('content={content} />', 'content={content}><p>More</p></MedicalPage>'),
      good.replace('content={content} />', 'content={content} extra />'),
      good.replace('<MedicalPage', '<Other'),
      `${good}\nfunction Extra() {\n  return <Section title="x" />\n}\n`,
      `import { Section } from '../../content/blocks.tsx'\n${good}`,
      good.replace('medical/angioplasty.ts', 'medical/angina.ts'),
      good.replace(
        'loader: loadPageText,',
        'loader: loadPageText,\n  pendingComponent: () => null,',
      ),
    ]
    for (const source of bad) expect(routeShapeProblems(source, 'angioplasty')).not.toEqual([])
  })
})

describe('the content modules (app/content/medical/)', () => {
  const contentDir = join(import.meta.dirname, 'medical')
  const modules = readdirSync(contentDir).filter((file) => file !== 'fact-labels.ts')
  const sources = readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ path: relative(appDir, path), text: readFileSync(path, 'utf8') }))

  it('are one per route, imported by that route only (their messages stay in its catalog)', () => {
    expect(modules.sort()).toEqual(medicalRoutes.map((file) => `${slugOf(file)}.ts`).sort())
    for (const module of modules) {
      const importers = sources.filter(({ text }) => text.includes(`/medical/${module}'`))
      expect(
        importers.map(({ path }) => path),
        module,
      ).toEqual([
        expect.stringMatching(
          new RegExp(`^routes/pages/(services|conditions)\\.${module.replace('.ts', '')}\\.tsx$`),
        ),
      ])
    }
  })
})
