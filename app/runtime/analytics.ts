export interface PageView {
  event: 'page_view'
  page_path: string
  page_language: string
  page_title: string
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

type DataLayerWindow = Pick<Window, 'dataLayer'>

// The id comes from the caller: importing the clinic's configuration would split a shared chunk.
export function pushPageView(
  target: DataLayerWindow,
  view: Omit<PageView, 'event'>,
  gtmId: string,
): boolean {
  if (!gtmId) return false
  target.dataLayer = target.dataLayer ?? []
  target.dataLayer.push({ event: 'page_view', ...view } satisfies PageView)
  return true
}

let unsent: { view: Omit<PageView, 'event'>; gtmId: string } | undefined

// SPEC section 4: in the next frame, once the page has set its title.
export function schedulePageView(
  gtmId: string,
  pathname: string,
  i18n: { readonly locale: string },
): () => void {
  if (unsent && unsent.view.page_path !== pathname) pushPageView(window, unsent.view, unsent.gtmId)
  const view = { page_path: pathname, page_language: i18n.locale, page_title: document.title }
  unsent = { view, gtmId }
  const frame = requestAnimationFrame(() => {
    unsent = undefined
    pushPageView(window, { ...view, page_title: document.title }, gtmId)
  })
  return () => cancelAnimationFrame(frame)
}

// Checked again as it becomes part of a script URL.
export function tagManagerUrl(gtmId: string): string {
  if (!/^GTM-[A-Z0-9]+$/.test(gtmId))
    throw new Error(`Invalid tag-manager container id: ${JSON.stringify(gtmId)}`)
  return `https://www.googletagmanager.com/gtm.js?id=${gtmId}`
}

// Google's container snippet as code, not an inline script the CSP would need a hash for.
export function loadTagManager(gtmId: string, doc: Document = document): boolean {
  const src = tagManagerUrl(gtmId)
  if (tagManagerLoaded(gtmId, doc)) return false
  const view = doc.defaultView
  if (view) {
    view.dataLayer = view.dataLayer ?? []
    view.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  }
  const script = doc.createElement('script')
  script.async = true
  script.src = src
  doc.head.append(script)
  return true
}

export function tagManagerLoaded(gtmId: string, doc: Document = document): boolean {
  return doc.querySelector(`script[src="${tagManagerUrl(gtmId)}"]`) !== null
}
