/** A page view as pushed to the tag manager's data layer on every route change. */
export interface PageView {
  event: 'page_view'
  page_path: string
  page_language: string
  page_title: string
}

declare global {
  interface Window {
    /** Google Tag Manager's data layer: created by loadTagManager or the first push. */
    dataLayer?: Record<string, unknown>[]
  }
}

type DataLayerWindow = Pick<Window, 'dataLayer'>

/**
 * Pushes a page view, when a tag-manager container is configured; otherwise does nothing.
 * The container comes from the caller: this module travels in the consent chunk
 * (runtime/consent.ts), where importing the clinic's configuration would split a shared chunk.
 */
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

/**
 * Pushes the view of the page on screen in the next frame, once it has rendered and set its
 * title (SPEC section 4): layout/ConsentBanner.tsx calls it for the page on screen when the
 * choice is 'granted', then after every route change. The language is read when it is pushed.
 * Returns a cancel function.
 */
export function schedulePageView(
  gtmId: string,
  pathname: string,
  i18n: { readonly locale: string },
): () => void {
  const frame = requestAnimationFrame(() =>
    pushPageView(
      window,
      { page_path: pathname, page_language: i18n.locale, page_title: document.title },
      gtmId,
    ),
  )
  return () => cancelAnimationFrame(frame)
}

/**
 * The container's script address, for an id already validated by app/site/config-schema.ts
 * (GTM-[A-Z0-9]+); checked again here because it becomes part of a script URL.
 */
export function tagManagerUrl(gtmId: string): string {
  if (!/^GTM-[A-Z0-9]+$/.test(gtmId))
    throw new Error(`Invalid tag-manager container id: ${JSON.stringify(gtmId)}`)
  return `https://www.googletagmanager.com/gtm.js?id=${gtmId}`
}

/**
 * Google's standard container snippet as code, run only after the visitor has agreed
 * (app/layout/ConsentBanner.tsx): no inline script, so the page's CSP keeps no hash for it.
 * Once per document: false when the container is already there.
 */
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

/** Whether this document has loaded the container (it cannot be unloaded without a reload). */
export function tagManagerLoaded(gtmId: string, doc: Document = document): boolean {
  return doc.querySelector(`script[src="${tagManagerUrl(gtmId)}"]`) !== null
}
