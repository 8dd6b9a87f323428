// docs/glossary.yaml is the one source of docs/glossary.md (npm run i18n:glossary) and the checks.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { parse as parseYaml } from 'yaml'
import {
  typographyRuleIds,
  variantPattern,
  wholeWord,
  type LanguageChecks,
} from './translation-rules.ts'

export const glossaryTags = ['zh-SG', 'ja-SG', 'id-SG'] as const
export type GlossaryTag = (typeof glossaryTags)[number]

export const glossaryYaml = 'docs/glossary.yaml'
export const glossaryMarkdown = 'docs/glossary.md'

const text = v.pipe(v.string(), v.trim(), v.nonEmpty())

const pattern = v.pipe(
  text,
  v.check((source) => {
    try {
      wholeWord(source)
      return true
    } catch {
      return false
    }
  }, 'is not a valid regular expression'),
)

// A wrong variant inside the preferred word would flag correct text.
const Usage = v.pipe(
  v.strictObject({ use: text, not: v.pipe(v.array(text), v.nonEmpty()) }),
  v.check(
    (usage) => usage.not.every((variant) => !variantPattern(variant).test(usage.use)),
    'a wrong variant (not) may not be part of the preferred word (use)',
  ),
)

const Cell = v.union([
  v.pipe(
    text,
    v.transform((use) => ({ use, not: [] as string[] })),
  ),
  Usage,
])

const Term = v.strictObject({
  en: text,
  find: v.pipe(v.array(pattern), v.nonEmpty()),
  'zh-SG': Cell,
  'ja-SG': Cell,
  'id-SG': Cell,
  note: v.optional(text),
})

const Language = v.strictObject({
  name: text,
  intro: text,
  rules: v.array(v.strictObject({ rule: v.picklist(typographyRuleIds), text })),
  voice: v.optional(
    v.array(v.strictObject({ use: text, not: v.array(text), note: v.optional(text) })),
    [],
  ),
})

const GlossarySchema = v.strictObject({
  intro: text,
  languages: v.strictObject({ 'zh-SG': Language, 'ja-SG': Language, 'id-SG': Language }),
  sections: v.array(v.strictObject({ title: text, terms: v.array(Term) })),
})

export type Glossary = v.InferOutput<typeof GlossarySchema>
export type GlossaryTerm = v.InferOutput<typeof Term>

function termName(data: unknown, section: number, term: number): string | undefined {
  const sections = (data as { sections?: { terms?: { en?: unknown }[] }[] } | null)?.sections
  const en = sections?.[section]?.terms?.[term]?.en
  return typeof en === 'string' ? en : undefined
}

export function parseGlossary(source: string, name = glossaryYaml): Glossary {
  let data: unknown
  try {
    data = parseYaml(source)
  } catch (error) {
    throw new Error(`${name} is not valid YAML: ${(error as Error).message}`, { cause: error })
  }
  const result = v.safeParse(GlossarySchema, data)
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const path = v.getDotPath(issue) ?? ''
      const term = /^sections\.(\d+)\.terms\.(\d+)/.exec(path)
      const en = term ? termName(data, Number(term[1]), Number(term[2])) : undefined
      return `${path}${en ? ` ("${en}")` : ''}: ${issue.message}`
    })
    throw new Error(`${name}: ${problems.join('; ')}`)
  }
  return result.output
}

export function readGlossary(root: string): Glossary {
  return parseGlossary(readFileSync(`${root}${glossaryYaml}`, 'utf8'))
}

export function languageChecks(glossary: Glossary, tag: GlossaryTag): LanguageChecks {
  const language = glossary.languages[tag]
  return {
    rules: language.rules.map((entry) => entry.rule),
    voice: language.voice,
    terms: glossary.sections.flatMap((section) =>
      section.terms.map((term) => ({
        en: term.en,
        find: term.find.map(wholeWord),
        use: term[tag].use,
        not: term[tag].not,
      })),
    ),
  }
}

function wrap(prose: string, indent: string, first = indent, width = 100): string {
  const lines: string[] = []
  let line = first
  let empty = true
  for (const word of prose.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line)
      line = indent + word
    } else line += (empty ? '' : ' ') + word
    empty = false
  }
  lines.push(line)
  return lines.join('\n')
}

const cell = (value: string) => value.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim()

function usageCell(usage: { use: string; not: readonly string[] }): string {
  return cell(usage.not.length > 0 ? `${usage.use}; not: ${usage.not.join(', ')}` : usage.use)
}

export function renderGlossary(glossary: Glossary): string {
  const out: string[] = [
    '# Terminology glossary',
    '',
    `<!-- Generated from ${glossaryYaml} by \`npm run i18n:glossary\`: edit the YAML, then run it. -->`,
    '',
    wrap(glossary.intro, ''),
    '',
    wrap(
      'In the tables, "not:" lists wrong variants of a term. `npm run i18n:check` fails on a ' +
        'translation that uses one where its English message uses the term (found by the ' +
        `term's \`find\` patterns in ${glossaryYaml}), and on any translation that breaks its ` +
        "language's typography rules or voice (below).",
      '',
    ),
    '',
  ]
  for (const tag of glossaryTags) {
    const language = glossary.languages[tag]
    out.push(wrap(language.intro, '  ', `- **${language.name} (${tag})**: `))
    for (const entry of language.rules)
      out.push(wrap(`${entry.text} (checked: \`${entry.rule}\`)`, '    ', '  - Typography: '))
    for (const voice of language.voice) {
      const rule = `${voice.use}; not: ${voice.not.join(', ')}.${voice.note ? ` ${voice.note}` : ''}`
      out.push(wrap(rule, '    ', '  - Voice: '))
    }
  }
  for (const section of glossary.sections) {
    out.push('', `## ${section.title}`, '')
    const header = [
      'English',
      ...glossaryTags.map((tag) => `${glossary.languages[tag].name} (${tag})`),
      'Note',
    ]
    out.push(`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`)
    for (const term of section.terms) {
      const row = [
        cell(term.en),
        ...glossaryTags.map((tag) => usageCell(term[tag])),
        cell(term.note ?? ''),
      ]
      out.push(`|${row.map((value) => (value ? ` ${value} ` : ' ')).join('|')}|`)
    }
  }
  return `${out.join('\n')}\n`
}

export function glossaryMarkdownIsCurrent(root: string, glossary = readGlossary(root)): boolean {
  return readFileSync(`${root}${glossaryMarkdown}`, 'utf8') === renderGlossary(glossary)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  writeFileSync(`${root}${glossaryMarkdown}`, renderGlossary(readGlossary(root)))
  console.log(`Wrote ${glossaryMarkdown} from ${glossaryYaml}.`)
}
