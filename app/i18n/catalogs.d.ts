declare module 'virtual:clinic-catalogs' {
  import type { Messages } from '@lingui/core'
  type Loader = () => Promise<{ messages: Messages }>
  export const loaders: Record<string, { shared: Loader; pages: Record<string, Loader> }>
}
