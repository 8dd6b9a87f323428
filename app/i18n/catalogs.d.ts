declare module 'virtual:clinic-catalogs' {
  import type { Messages } from '@lingui/core'
  type Loader = () => Promise<{ messages: Messages }>
  type LocaleTag = import('./locales.ts').LocaleTag
  type PageId = import('../site/pages.ts').PageId
  // From build/catalog-plugin.ts: a page has a catalog only in the languages it exists in.
  export const loaders: Record<
    LocaleTag,
    { shared: Loader; pages: Partial<Record<PageId, Loader>> }
  >
}
