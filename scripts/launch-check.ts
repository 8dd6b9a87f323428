// Not in npm test: placeholders wait for the clinic. A marker covers its line or the next property.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export interface Placeholder {
  line: number
  key: string
  value: string
  note: string
}

const property = /^(\s*)(['"]?)([\w$-]+)\2\s*:\s*(.*)$/

function splitComment(text: string): { code: string; comment: string | undefined } {
  let quote: string | undefined
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quote) {
      if (char === '\\') i++
      else if (char === quote) quote = undefined
    } else if (char === "'" || char === '"' || char === '`') quote = char
    else if (char === '/' && text[i + 1] === '/')
      return { code: text.slice(0, i).trimEnd(), comment: text.slice(i + 2).trim() }
  }
  return { code: text, comment: undefined }
}

export function findPlaceholders(source: string): Placeholder[] {
  const lines = source.split('\n')
  const found: Placeholder[] = []
  const stack: { indent: number; key: string }[] = []
  let pending: { line: number; note: string } | undefined
  lines.forEach((text, index) => {
    const indent = text.search(/\S/)
    if (indent < 0) return
    while (stack.length > 0 && indent <= stack[stack.length - 1]!.indent && /^\s*[}\]]/.test(text))
      stack.pop()
    const { code, comment = '' } = splitComment(text)
    const marker = /\bPLACEHOLDER\b:?\s*(.*)$/.exec(comment)
    const match = property.exec(code)
    const isCommentLine = code.trim() === ''
    if (isCommentLine) {
      if (marker) pending = { line: index + 1, note: marker[1] ?? '' }
      else if (pending && comment) pending.note = `${pending.note} ${comment}`.trim()
      return
    }
    if (match) {
      const key = [...stack.map((entry) => entry.key), match[3]!].join('.')
      const value = (match[4] ?? '').replace(/,$/, '')
      if (marker) found.push({ line: index + 1, key, value, note: marker[1] ?? '' })
      else if (pending) found.push({ line: index + 1, key, value, note: pending.note })
      pending = undefined
      if (/[{[]$/.test(value)) stack.push({ indent, key: match[3]! })
    } else if (marker || pending) {
      const key = `${stack.map((entry) => entry.key).join('.')}[]`
      found.push({
        line: index + 1,
        key,
        value: code.trim().replace(/,$/, ''),
        note: marker?.[1] ?? pending?.note ?? '',
      })
      pending = undefined
    }
  })
  return found
}

/** `key: value # PLACEHOLDER: note`: the front matter is flat, so the key is the line's own. */
export function findFrontMatterPlaceholders(source: string): Placeholder[] {
  const lines = source.split('\n')
  if (lines[0]?.trim() !== '---') return []
  const end = lines.indexOf('---', 1)
  return lines.slice(1, end < 0 ? undefined : end).flatMap((text, index) => {
    const match = /^([\w-]+):\s*(.*?)\s+#\s*PLACEHOLDER\b:?\s*(.*)$/.exec(text)
    return match ? [{ line: index + 2, key: match[1]!, value: match[2]!, note: match[3]! }] : []
  })
}

export interface ReviewMarker {
  line: number
  marker: 'PLACEHOLDER' | 'CONFIRM WITH THE CLINIC'
  note: string
}

export function findReviewMarkers(source: string): ReviewMarker[] {
  const lines = source.split('\n')
  const marker =
    /(?:\/\/|\/\*\*?|\{\/\*)\s*(PLACEHOLDER|CONFIRM WITH THE CLINIC)\b:?\s*(.*?)\s*(?:\*\/.*)?$/
  return lines.flatMap((text, index) => {
    const match = marker.exec(text)
    if (!match) return []
    let note = match[2]!
    if (text.trim().startsWith('//'))
      for (let next = index + 1; /^\s*\/\//.test(lines[next] ?? ''); next++)
        note = `${note} ${lines[next]!.trim().slice(2).trim()}`
    return [{ line: index + 1, marker: match[1] as ReviewMarker['marker'], note }]
  })
}

export interface CatalogMarker {
  line: number
  msgid: string
  note: string
}

/** `# CONFIRM WITH THE CLINIC: note`, a translator comment: a translation says more than the English. */
export function findCatalogMarkers(po: string): CatalogMarker[] {
  const lines = po.split('\n')
  return lines.flatMap((text, index) => {
    const match = /^#\s+CONFIRM WITH THE CLINIC\b:?\s*(.*)$/.exec(text)
    if (!match) return []
    const entry = lines.slice(index + 1).find((line) => line.startsWith('msgid ')) ?? 'msgid ""'
    const msgid = JSON.parse(entry.slice('msgid '.length)) as string
    return [{ line: index + 1, msgid, note: match[1]! }]
  })
}

const catalogDir = 'src/locales'
const articleDir = 'app/content/articles'
const pageDirs = ['app/routes/pages', 'app/routes/generated']
/** Clinical content outside the pages that the doctor signs off (its comments carry the marker). */
const signOffFiles = ['app/content/urgency.ts', 'app/content/aftercare.ts']

/** What no file can answer: each with who settles it (docs/clinical-content.md). */
export const signOffQuestions: readonly {
  who: 'Counsel' | 'Clinic' | 'Doctor'
  question: string
}[] = [
  {
    who: 'Counsel',
    question:
      'May the hospital procedures (angioplasty, coronary angiography, cardiac PET, cardiac imaging, cardiac rehabilitation) sit under "Services" in the menu and on the home page (HCSA advertising reg 4), each worded as performed by the doctor at the hospital or as the hospital\'s service, or must the menu read "Tests and treatments"?',
  },
  {
    who: 'Clinic',
    question:
      'Does the HCSA licence cover off-site screening (temporary or mobile premises)? Until it does, the events page names no health screenings.',
  },
  {
    who: 'Doctor',
    question:
      "The advice after angioplasty and coronary angiography (app/content/aftercare.ts, on both service pages and in the angioplasty article): bleeding at the puncture site (press for 10 minutes; 995 if it does not stop or the hand or leg turns cold, pale or numb) and chest pain after the procedure or after a stent (995 at once), and the articles' and pages' wording that follows the two urgency scales.",
  },
  {
    who: 'Counsel',
    question:
      'Press coverage on the media page: each article is read against HCSA advertising reg 16 (no testimonials, no "top cardiologist" or other praise, no patient stories) before it is linked, and the item records who checked it and when (`checked`); until then it is listed as title, outlet and date without a link (docs/recipes.md, "Add a press item").',
  },
  {
    who: 'Clinic',
    question:
      "WhatsApp and e-mail: before a chat or an enquiry e-mail is deleted, anything about a patient's care in it is copied into the medical record, and chat backups (Google Drive, iCloud) stay off on the clinic's phones, as the privacy policy says (docs/enquiries.md).",
  },
  {
    who: 'Clinic',
    question:
      'The tag manager container holds page-view counting only: no advertising, remarketing or Google Signals features, and the CSP is not loosened for them (docs/clinical-content.md).',
  },
  {
    who: 'Clinic',
    question:
      "ACCESS_LOG_IP stays unset in production: the privacy policy says the visitor's IP address is not kept.",
  },
  {
    who: 'Clinic',
    question:
      "The emergency numbers the translations add for readers at home (the catalog entries listed above): 119 in the Indonesian 995 lines (Indonesia's medical emergency number, PSC 119; the Indonesian reviewer suggests adding 112, the general emergency number, where PSC 119 does not yet cover a district) and 119番 in the Japanese ones. Confirm each, or remove it from those translations.",
  },
]

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = process.argv[2]
    ? [process.argv[2]]
    : [
        'app/site/clinic.ts',
        ...readdirSync(articleDir)
          .filter((name) => name.endsWith('.md'))
          .sort()
          .map((name) => `${articleDir}/${name}`),
      ]
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    const placeholders = file.endsWith('.md')
      ? findFrontMatterPlaceholders(source)
      : findPlaceholders(source)
    if (placeholders.length === 0) {
      console.log(`${file}: no placeholders left.`)
      continue
    }
    console.log(
      `${file}: ${placeholders.length} clinic facts are still placeholders. Replace each with the real value and remove its PLACEHOLDER marker:\n`,
    )
    for (const { line, key, value, note } of placeholders) {
      console.log(
        `  ${file}:${line}  ${key} = ${value.length > 60 ? `${value.slice(0, 57)}...` : value}${note ? `\n      ${note}` : ''}`,
      )
    }
    process.exitCode = 1
  }
  if (!process.argv[2]) {
    console.log('\nPages and clinical content the clinic or the doctor supplies or confirms:')
    for (const file of [
      ...pageDirs.flatMap((dir) =>
        readdirSync(dir)
          .sort()
          .map((name) => `${dir}/${name}`),
      ),
      ...signOffFiles,
    ]) {
      for (const { line, marker, note } of findReviewMarkers(readFileSync(file, 'utf8'))) {
        console.log(`  ${file}:${line}  ${marker}\n      ${note}`)
        process.exitCode = 1
      }
    }
    console.log('\nTranslations that say more than the English, for the clinic to confirm:')
    for (const name of readdirSync(catalogDir).sort()) {
      const file = `${catalogDir}/${name}/messages.po`
      for (const { line, msgid, note } of findCatalogMarkers(readFileSync(file, 'utf8'))) {
        const shown = msgid.length > 70 ? `${msgid.slice(0, 67)}...` : msgid
        console.log(`  ${file}:${line}  "${shown}"\n      ${note}`)
        process.exitCode = 1
      }
    }
    console.log('\nQuestions to settle before launch:')
    for (const { who, question } of signOffQuestions) console.log(`  ${who}: ${question}`)
    process.exitCode = 1
  }
}
