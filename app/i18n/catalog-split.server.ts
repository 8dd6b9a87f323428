/**
 * Splits each language's PO catalog into the messages every page needs (layout, shared
 * components) and one small catalog per page, so a visitor downloads only what the page
 * shows. Translators keep working in one PO file per language; the split is computed at
 * build time from each message's `#:` references and the page matrix.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { parsePo } from 'pofile-ts'
import { localeRecord, locales, type LocaleTag } from './locales.ts'
import { pageIds, pageMatrix, type PageId } from '../site/pages.ts'

export type CompiledMessages = Record<string, CompiledMessage>
export interface SplitCatalog {
  shared: CompiledMessages
  pages: Record<PageId, CompiledMessages>
}

const sourceTag: LocaleTag = 'en-SG'
const pageOfFile = new Map<string, PageId>(pageIds.map((id) => [`app/routes/${pageMatrix[id].file}`, id]))

function readCatalog(root: string, tag: LocaleTag) {
  return parsePo(readFileSync(join(root, 'src', 'locales', tag, 'messages.po'), 'utf8')).items.filter((item) => !item.obsolete && item.msgid !== '')
}

/** The split catalog of one language; untranslated messages fall back to English. */
export function splitCatalog(root: string, tag: LocaleTag): SplitCatalog {
  const english = new Map(readCatalog(root, sourceTag).map((item) => [`${item.msgctxt ?? ''}\u0004${item.msgid}`, item.msgstr[0] || item.msgid]))
  const split: SplitCatalog = { shared: {}, pages: Object.fromEntries(pageIds.map((id) => [id, {}])) as SplitCatalog['pages'] }
  for (const item of readCatalog(root, tag)) {
    const key = `${item.msgctxt ?? ''}\u0004${item.msgid}`
    const text = item.msgstr[0] || english.get(key) || item.msgid
    const id = generateMessageId(item.msgid, item.msgctxt ?? undefined) as string
    // Always the compiled (array) form: a plain string reads as an uncompiled message to Lingui.
    const value = compileMessage(text)
    const files = item.references.flatMap((ref) => ref.split(/\s+/)).map((ref) => ref.replace(/:\d+$/, '')).filter(Boolean)
    const pages = files.map((file) => pageOfFile.get(file))
    if (pages.length === 0 || pages.some((page) => page === undefined)) split.shared[id] = value
    else for (const page of pages) split.pages[page!][id] = value
  }
  return split
}

export const catalogTags: LocaleTag[] = locales.map((code) => localeRecord[code].tag)
