import { clinic } from '../site/clinic.ts'

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

/** Pushes a page view, when a tag-manager container is configured; otherwise does nothing. */
export function pushPageView(
  target: DataLayerWindow,
  view: Omit<PageView, 'event'>,
  gtmId: string = clinic.gtmId,
): boolean {
  if (!gtmId) return false
  target.dataLayer = target.dataLayer ?? []
  target.dataLayer.push({ event: 'page_view', ...view } satisfies PageView)
  return true
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
