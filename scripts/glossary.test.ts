import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  glossaryMarkdownIsCurrent,
  glossaryTags,
  languageChecks,
  parseGlossary,
  readGlossary,
  renderGlossary,
} from './glossary.ts'
import { checkMessage, typographyRules } from './translation-rules.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

const language = (name: string, rules = ' []') => `
    name: ${name}
    intro: About ${name}.
    rules:${rules}`

const sample = (term: string, zhRules?: string) => `
intro: Terms.
languages:
  zh-SG:${language('Chinese', zhRules)}
  ja-SG:${language('Japanese')}
  id-SG:${language('Indonesian')}
sections:
  - title: Tests
    terms:
${term}
`

const stressTest = `      - en: stress test
        find: ['stress test(?:s|ing)?']
        zh-SG: { use: 心脏负荷试验, not: [压力测试] }
        ja-SG: 心臓負荷試験
        id-SG: uji latih jantung
        note: zh 负荷 is the medical term.`

describe('the glossary data', () => {
  it('gives each language its preferred words, wrong variants, rules and voice', () => {
    const glossary = parseGlossary(sample(stressTest))
    const zh = languageChecks(glossary, 'zh-SG')
    expect(zh.terms).toMatchObject([{ en: 'stress test', use: '心脏负荷试验', not: ['压力测试'] }])
    expect(languageChecks(glossary, 'ja-SG').terms[0]?.not).toEqual([])
    expect(checkMessage('Types of stress test', '心脏压力测试的类型', zh)).toHaveLength(1)
    expect(checkMessage('Types of stress test', '心脏负荷试验的类型', zh)).toEqual([])
  })

  it.each([
    [
      'an unknown rule',
      sample(stressTest, '\n      - { rule: no-such-rule, text: x }'),
      'rules.0.rule',
    ],
    [
      'an invalid pattern',
      sample(stressTest.replace("'stress test(?:s|ing)?'", "'stress ('")),
      'find.0',
    ],
    [
      'a wrong variant inside the preferred word',
      sample(stressTest.replace('not: [压力测试]', 'not: [负荷]')),
      'may not be part of the preferred word',
    ],
    [
      'a missing language',
      sample(stressTest.replace('        ja-SG: 心臓負荷試験\n', '')),
      'ja-SG',
    ],
    ['an unknown field', sample(`${stressTest}\n        nots: [x]`), 'nots'],
  ])('rejects %s, naming it', (_, yaml, message) => {
    expect(() => parseGlossary(yaml)).toThrow(message)
  })

  it("docs/glossary.yaml is valid and its terms follow their languages' typography rules", () => {
    const glossary = readGlossary(root)
    for (const tag of glossaryTags) {
      const rules = glossary.languages[tag].rules.map((entry) => typographyRules[entry.rule])
      for (const term of glossary.sections.flatMap((section) => section.terms))
        // " / " separates alternatives in a table cell; it is not text of the site.
        for (const word of term[tag].use.split(' / '))
          for (const rule of rules) expect(rule.find(word), `${tag}: ${word}`).toEqual([])
    }
  })
})

describe('docs/glossary.md is generated from the data', () => {
  it('renders a table per section with the preferred words and wrong variants', () => {
    const markdown = renderGlossary(parseGlossary(sample(stressTest)))
    expect(markdown).toContain(
      '| English | Chinese (zh-SG) | Japanese (ja-SG) | Indonesian (id-SG) | Note |',
    )
    expect(markdown).toContain(
      '| stress test | 心脏负荷试验; not: 压力测试 | 心臓負荷試験 | uji latih jantung | zh 负荷 is the medical term. |',
    )
  })

  it('is stale once the data changes (npm run i18n:check fails until i18n:glossary runs)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'glossary-'))
    try {
      mkdirSync(join(dir, 'docs'))
      const yaml = sample(stressTest)
      writeFileSync(join(dir, 'docs/glossary.yaml'), yaml)
      writeFileSync(join(dir, 'docs/glossary.md'), renderGlossary(parseGlossary(yaml)))
      expect(glossaryMarkdownIsCurrent(`${dir}/`)).toBe(true)
      writeFileSync(join(dir, 'docs/glossary.yaml'), yaml.replace('压力测试', '压力试验'))
      expect(glossaryMarkdownIsCurrent(`${dir}/`)).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('the committed docs/glossary.md is current', () => {
    expect(readFileSync(join(root, 'docs/glossary.md'), 'utf8')).toBe(
      renderGlossary(readGlossary(root)),
    )
  })
})
