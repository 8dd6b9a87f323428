import { Trans, useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from '../i18n/navigation.tsx'
import { afterPageLoad } from '../runtime/build-meta.ts'
import { consentCookie, onTrackingChoiceRequest } from '../runtime/tracking.ts'

type ConsentModule = typeof import('../runtime/consent.ts')
type Choice = 'granted' | 'denied'

let consentModule: Promise<ConsentModule> | undefined

function consentChunk(): Promise<ConsentModule> {
  // The build constant right here: a build without a container must emit no such chunk.
  if (typeof __CLINIC_GTM_ID__ === 'string' && !__CLINIC_GTM_ID__)
    return Promise.reject(new Error('No tag-manager container in this build'))
  return (consentModule ??= import('../runtime/consent.ts'))
}

// PDPA: nothing goes to Google before the visitor accepts. In the page's flow, so that it
// covers no line (the 995 lines) and shifts none (ADR 0010).
export function ConsentBanner({ gtmId }: { gtmId: string }) {
  const { t, i18n } = useLingui()
  const pathname = useRouterState({
    select: (state) => (state.resolvedLocation ?? state.location).pathname,
  })
  const [choice, setChoice] = useState<Choice | 'unset'>()
  const [open, setOpen] = useState(true)
  const [stopped, setStopped] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [focusRequest, setFocusRequest] = useState(0)
  const [details, setDetails] = useState(false)
  const [chunk, setChunk] = useState<ConsentModule>()
  const panel = useRef<HTMLElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const returnFocus = useRef(false)

  useEffect(() => {
    // No choice stored: nothing loads now; the chunk comes before an answer needs it.
    if (!document.documentElement.hasAttribute('data-tracking-chosen')) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration: the HTML shows the prerendered state
      setChoice('unset')
      return afterPageLoad(() => void consentChunk().catch(() => {}))
    }
    let live = true
    consentChunk().then(
      (module) => {
        if (!live) return
        const stored = module.readConsent(document.cookie, consentCookie)
        setChunk(module)
        setChoice(stored ?? 'unset')
        if (stored) setOpen(false)
      },
      (error: unknown) => console.warn('Tracking choice not loaded', error),
    )
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    if (choice === undefined) return
    if (choice === 'granted') chunk?.loadTagManager(gtmId)
    if (choice === 'denied')
      for (const deletion of chunk?.googleCookieDeletions(document.cookie, location.hostname) ?? [])
        document.cookie = deletion
    // The choice in force on this page, once applied (the tests wait for it, like data-hydrated).
    document.documentElement.dataset['tracking'] = choice
  }, [choice, chunk, gtmId])

  useEffect(() => {
    if (choice === 'granted' && chunk) return chunk.schedulePageView(gtmId, pathname, i18n)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one view per path (a language switch changes it too)
  }, [choice, chunk, pathname, gtmId])

  useEffect(
    () =>
      onTrackingChoiceRequest((from) => {
        opener.current = from
        setStopped(false)
        setOpen(true)
        setFocusRequest((n) => n + 1)
      }),
    [],
  )

  useEffect(() => {
    if (focusRequest > 0) panel.current?.focus()
  }, [focusRequest])

  // Once the choice has left the page (its height with it), so that what gets focus stays in view.
  useEffect(() => {
    if (open || !returnFocus.current) return
    returnFocus.current = false
    // Back to the button that opened it, brought into view; after a first choice, the page.
    if (opener.current?.isConnected) opener.current.focus()
    else document.getElementById('main')?.focus({ preventScroll: true })
  }, [open])

  function close() {
    returnFocus.current = panel.current?.contains(document.activeElement) ?? false
    setOpen(false)
    setStopped(false)
  }

  async function choose(next: Choice) {
    let module: ConsentModule
    try {
      module = await consentChunk()
    } catch (error) {
      console.warn('Tracking choice not saved', error)
      return
    }
    document.cookie = module.consentCookieString(
      next,
      location.protocol === 'https:',
      consentCookie,
    )
    const running = module.tagManagerLoaded(gtmId)
    setChunk(module)
    setChoice(next)
    setAnnouncement(
      next === 'granted'
        ? t({
            comment: 'Announced to screen readers after the visitor accepts Google Tag Manager.',
            message: 'Your choice is saved: page views are measured.',
          })
        : t({
            comment: 'Announced to screen readers after the visitor declines Google Tag Manager.',
            message: 'Your choice is saved: nothing is sent to Google.',
          }),
    )
    if (next === 'denied' && running) setStopped(true)
    else close()
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    close()
  }

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {open ? (
        <section
          ref={panel}
          className="consent"
          aria-labelledby="consent-title"
          tabIndex={-1}
          onKeyDown={onKeyDown}
          // Until the cookie is read: hidden by the styles when the hint says it was answered.
          data-pending={choice === undefined ? '' : undefined}
        >
          <div className="consent__inner">
            <h2 id="consent-title" className="consent__title">
              <Trans comment="Title of the notice asking whether the website may measure page views with Google Tag Manager.">
                Measuring visits to this website
              </Trans>
            </h2>
            {/* At large text in a small window: one sentence, the rest behind a disclosure. */}
            <p className="consent__text consent__summary">
              <Trans comment="The one sentence under the title of the notice about Google Tag Manager when the browser's text is enlarged; the full text is behind the “More about this” button. Followed by Accept and Decline buttons.">
                We count page views with Google Tag Manager only if you accept.
              </Trans>
            </p>
            <button
              type="button"
              className="consent__more"
              aria-expanded={details}
              aria-controls="consent-details"
              onClick={() => setDetails((shown) => !shown)}
            >
              <Trans comment="Button in the notice about Google Tag Manager, shown when the browser's text is enlarged: shows or hides the notice's full text.">
                More about this
              </Trans>
            </button>
            <p
              className="consent__text consent__details"
              id="consent-details"
              data-shown={details ? '' : undefined}
            >
              <Trans comment="Text of the notice asking whether the website may measure page views with Google Tag Manager; followed by Accept and Decline buttons.">
                With your agreement, we use Google Tag Manager to count which pages are viewed,
                including pages about heart conditions. Google receives this only if you accept.{' '}
                <Link to="privacyPolicy" hash="cookies">
                  Privacy policy
                </Link>
              </Trans>
            </p>
            {stopped ? (
              <>
                <p className="consent__text">
                  <Trans comment="Shown after the visitor withdraws consent to Google Tag Manager on a page where it already runs.">
                    Your choice is saved. The measurement already running on this page stops when
                    you reload the page.
                  </Trans>
                </p>
                <div className="consent__actions">
                  <button type="button" className="button" onClick={() => location.reload()}>
                    <Trans comment="Button: reload the page so that Google Tag Manager stops.">
                      Reload page
                    </Trans>
                  </button>
                  <button type="button" className="button" onClick={close}>
                    <Trans comment="Button: close the notice about measuring page views.">
                      Close
                    </Trans>
                  </button>
                </div>
              </>
            ) : (
              <>
                {choice === 'granted' || choice === 'denied' ? (
                  <p className="consent__text">
                    {choice === 'granted' ? (
                      <Trans comment="In the notice about Google Tag Manager, opened again: what the visitor chose before (a state, not a button).">
                        Your current choice: accepted.
                      </Trans>
                    ) : (
                      <Trans comment="In the notice about Google Tag Manager, opened again: what the visitor chose before (a state, not a button).">
                        Your current choice: declined.
                      </Trans>
                    )}
                  </p>
                ) : null}
                {/* The same style and size for both answers: neither is the obvious one. */}
                <div className="consent__actions">
                  <button type="button" className="button" onClick={() => void choose('granted')}>
                    <Trans comment="Button: allow Google Tag Manager to measure page views.">
                      Accept
                    </Trans>
                  </button>
                  <button type="button" className="button" onClick={() => void choose('denied')}>
                    <Trans comment="Button: do not allow Google Tag Manager to measure page views.">
                      Decline
                    </Trans>
                  </button>
                </div>
              </>
            )}
          </div>
        </section>
      ) : null}
    </>
  )
}
