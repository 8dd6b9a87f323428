import type { MessageDescriptor } from '@lingui/core'
import { loadPageText } from '../i18n/catalog.ts'
import { pageHead } from './head.ts'

// Apart from head.ts, which page chunks import too: the catalog loader and Lingui stay in the
// entry instead of a chunk shared with the pages (ADR 0001's log).
/** A page's `head` and `loader`; the route names its `component` itself, for code splitting. */
export function pageRoute(title: MessageDescriptor, description: MessageDescriptor) {
  return { head: pageHead(title, description), loader: loadPageText }
}
