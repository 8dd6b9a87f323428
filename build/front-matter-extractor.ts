import type { ExtractorType } from '@lingui/conf'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { articleTextFields, readFrontMatter } from './front-matter.ts'

const comments: Partial<Record<(typeof articleTextFields)[number], string>> = {
  title: 'Title of the page (browser tab, search results) and its main heading.',
  description:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
}

export const frontMatterExtractor: ExtractorType = {
  match: (filename) => /[/\\]content[/\\]articles[/\\][^/\\]+\.md$/.test(filename),
  extract(filename, code, onMessageExtracted) {
    const { data } = readFrontMatter(code, filename)
    const lines = code.split('\n')
    for (const field of articleTextFields) {
      const message = (data as Record<string, unknown> | null)?.[field]
      if (typeof message !== 'string') throw new Error(`${filename}: front matter: no ${field}`)
      const line = lines.findIndex((text) => text.startsWith(`${field}:`)) + 1
      onMessageExtracted({
        id: generateMessageId(message) as string,
        message,
        ...(comments[field] ? { comment: comments[field] } : {}),
        origin: [filename, line],
      })
    }
  },
}
