import type { MessageDescriptor } from '@lingui/core'
import { loadPageText } from '../i18n/catalog.ts'
import { pageHead } from './head.ts'

// Apart from head.ts, so the catalog loader and Lingui stay in the entry (ADR 0001's log).
export function pageRoute(title: MessageDescriptor, description: MessageDescriptor) {
  return { head: pageHead(title, description), loader: loadPageText }
}
