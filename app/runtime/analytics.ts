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
    /** Google Tag Manager's data layer: created by its bootstrap (gtmBootstrap) or the first push. */
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

/** The standard GTM bootstrap, for an id already validated by app/site/clinic.ts (GTM-[A-Z0-9]+). */
export function gtmBootstrap(gtmId: string): string {
  if (!/^GTM-[A-Z0-9]+$/.test(gtmId))
    throw new Error(`Invalid tag-manager container id: ${JSON.stringify(gtmId)}`)
  return `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});(function(){var s=document.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id=${gtmId}';document.head.appendChild(s)})();`
}
