// Each check is a heuristic tuned to report nothing on correct text (docs/translating.md).
import { parsePo } from 'pofile-ts'

const TAG = /<\/?\d+\/?>/g
const TRAILING_TAGS = /(?:<\/?\d+\/?>)+$/
const LEADING_TAGS = /^(?:<\/?\d+\/?>)+/
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fb\u30fc\uff00-\uffef]/u
/** Spaces a translator may type; the ideographic space U+3000 is CJK typography, not one. */
const SPACES = /[ \u00a0\u2009\u202f]+/g

function around(text: string, start: number, end: number, reach = 6): string {
  const before = Array.from(text.slice(0, start)).slice(-reach).join('')
  const after = Array.from(text.slice(end)).slice(0, reach).join('')
  return `${before}${text.slice(start, end)}${after}`
}

// Tags are transparent (拨打 <1>995</1>); spaces with no CJK neighbour stay (Dr Alex Tan, 9123 4567).
export function cjkSpaces(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(SPACES)) {
    const start = match.index
    const end = start + match[0].length
    const before = Array.from(text.slice(0, start).replace(TRAILING_TAGS, '')).at(-1)
    const after = Array.from(text.slice(end).replace(LEADING_TAGS, ''))[0]
    if (before === undefined || after === undefined) continue
    if (CJK.test(before) || CJK.test(after)) found.push(around(text, start, end))
  }
  return found
}

export function zhEllipses(text: string): string[] {
  return [...text.matchAll(/(?<!…)…(?!…)|…{3,}|\.{3}/g)].map((m) =>
    around(text, m.index, m.index + m[0].length, 4),
  )
}

export function middleDots(text: string): string[] {
  return [...text.matchAll(/\u00b7/g)].map((m) => around(text, m.index, m.index + 1, 8))
}

// Clause openers: a comma before one separates clauses (Jika ..., permintaan dan perawatan).
const NOT_ITEM_START = new Set(
  (
    'jika bila apabila kalau saat ketika sebelum setelah sesudah sejak selama dengan karena agar ' +
    'supaya untuk meskipun walaupun walau sehingga lalu kemudian serta dan atau tetapi namun ' +
    'melalui misalnya seperti terutama kecuali termasuk yaitu yakni yang mohon silakan bahwa ' +
    'hingga sampai bersama-sama selain oleh di ke dari pada dalam tanpa juga bahkan biasanya ' +
    'khususnya anda kami kita saya mereka ia dia ini itu'
  ).split(' '),
)
const LIST_LEAD = /^.*\b(?:seperti|misalnya|yaitu|yakni|termasuk|mencakup|meliputi|antara lain)\s+/i
const MAX_ITEM_WORDS = 4

function isListItem(part: string | undefined): part is string {
  const words = part?.trim().split(/\s+/).filter(Boolean) ?? []
  if (words.length === 0 || words.length > MAX_ITEM_WORDS) return false
  if (words.some((word) => /^(?:dan|atau)$/i.test(word))) return false
  return !NOT_ITEM_START.has(words[0]!.toLowerCase())
}

// PUEBI writes "A, B, dan C"; only short items count: a comma ending a clause makes no list.
export function missingSerialCommas(text: string): string[] {
  const found: string[] = []
  const groups: string[] = []
  const outer = text.replace(TAG, '').replace(/\(([^()]*)\)/g, (_, inner: string) => {
    groups.push(inner)
    return ''
  })
  for (const segment of [outer, ...groups]) {
    for (const clause of segment.split(/[.!?](?=\s|$)|[;:]/)) {
      const parts = clause.split(/\s*,\s*/)
      for (let i = 1; i < parts.length; i++) {
        const last = /^(.*?)\s+(dan|atau)\s+(\S+)/i.exec(parts[i]!)
        if (!last || !isListItem(last[1])) continue
        // An item with a pair inside it (nama, nomor ponsel atau telepon, dan alamat email).
        if (/^(?:dan|atau)\s/i.test(parts[i + 1] ?? '')) continue
        const previous = parts[i - 1]!.replace(LIST_LEAD, '')
        if (!isListItem(previous)) continue
        found.push(`${previous.trim()}, ${last[1].trim()} ${last[2]} ${last[3]}`)
      }
    }
  }
  return found
}

export interface TypographyRule {
  summary: string
  hint: string
  find: (text: string) => string[]
}

export const typographyRules = {
  'cjk-latin-space': {
    summary: 'no space between CJK text and Latin letters, digits or placeholders',
    hint: 'remove the space (a space inside a Latin phrase stays)',
    find: cjkSpaces,
  },
  'zh-ellipsis': {
    summary: 'the ellipsis is …… (two characters)',
    hint: 'write ……',
    find: zhEllipses,
  },
  'ja-middle-dot': {
    summary: 'no Western middle dot ·',
    hint: 'use ・ between list items or ／ between alternatives',
    find: middleDots,
  },
  'id-serial-comma': {
    summary: 'a comma before dan/atau in a list of three or more (PUEBI)',
    hint: 'add a comma before dan/atau',
    find: missingSerialCommas,
  },
} as const satisfies Record<string, TypographyRule>

export type TypographyRuleId = keyof typeof typographyRules
export const typographyRuleIds = Object.keys(typographyRules) as TypographyRuleId[]

const LATIN = 'A-Za-z0-9\\u00c0-\\u024f'

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A whole word only against Latin neighbours: CJK text has no word boundaries. */
export function wholeWord(source: string): RegExp {
  return new RegExp(`(?<![${LATIN}])(?:${source})(?![${LATIN}])`, 'iu')
}

export function variantPattern(variant: string): RegExp {
  return wholeWord(escapeRegExp(variant))
}

export interface TermCheck {
  en: string
  find: readonly RegExp[]
  use: string
  not: readonly string[]
}

export interface VoiceCheck {
  use: string
  not: readonly string[]
}

export interface LanguageChecks {
  rules: readonly TypographyRuleId[]
  terms: readonly TermCheck[]
  voice: readonly VoiceCheck[]
}

export interface Finding {
  msgid: string
  context?: string
  rule: string
  summary: string
  text: string
  hint: string
}

export type MessageFinding = Omit<Finding, 'msgid' | 'context'>

function variantsIn(text: string, variants: readonly string[]): string[] {
  return variants.filter((variant) => variantPattern(variant).test(text))
}

export function checkMessage(
  msgid: string,
  msgstr: string,
  checks: LanguageChecks,
): MessageFinding[] {
  const findings: MessageFinding[] = []
  for (const id of checks.rules) {
    const rule: TypographyRule = typographyRules[id]
    for (const text of rule.find(msgstr))
      findings.push({ rule: id, summary: rule.summary, text, hint: rule.hint })
  }
  for (const voice of checks.voice)
    for (const text of variantsIn(msgstr, voice.not))
      findings.push({
        rule: 'voice',
        summary: "the clinic's one voice",
        text,
        hint: `use ${voice.use}`,
      })
  // As CAT tools check terminology: only where the English message uses the term.
  for (const term of checks.terms) {
    if (term.not.length === 0 || !term.find.some((pattern) => pattern.test(msgid))) continue
    for (const text of variantsIn(msgstr, term.not))
      findings.push({
        rule: 'terminology',
        summary: `glossary term "${term.en}"`,
        text,
        hint: `use ${term.use}`,
      })
  }
  return findings
}

export function checkCatalog(po: string, checks: LanguageChecks): Finding[] {
  const findings: Finding[] = []
  for (const item of parsePo(po).items) {
    const msgstr = item.msgstr.join('')
    if (item.obsolete || item.msgid === '' || msgstr.trim() === '') continue
    for (const finding of checkMessage(item.msgid, msgstr, checks))
      findings.push({
        msgid: item.msgid,
        ...(item.msgctxt ? { context: item.msgctxt } : {}),
        ...finding,
      })
  }
  return findings
}

export function describeFinding(tag: string, finding: Finding): string {
  const context = finding.context ? ` (context: ${finding.context})` : ''
  return [
    `${tag}: "${finding.msgid}"${context}`,
    `    ${finding.rule} (${finding.summary}): "${finding.text}": ${finding.hint}`,
  ].join('\n')
}
