import { describe, expect, it, vi } from 'vitest'
import { pushPageView, schedulePageView, tagManagerUrl } from './analytics.ts'

describe('analytics', () => {
  it('pushes a page view when a container is configured', () => {
    const w: Pick<Window, 'dataLayer'> = {}
    expect(
      pushPageView(w, { page_path: '/cn/', page_language: 'zh-SG', page_title: 'x' }, 'GTM-ABC123'),
    ).toBe(true)
    expect(w.dataLayer).toEqual([
      { event: 'page_view', page_path: '/cn/', page_language: 'zh-SG', page_title: 'x' },
    ])
  })
  it('does nothing without a container', () => {
    const w: Pick<Window, 'dataLayer'> = {}
    expect(pushPageView(w, { page_path: '/', page_language: 'en-SG', page_title: 'x' }, '')).toBe(
      false,
    )
    expect(w.dataLayer).toBeUndefined()
  })
  it('refuses an invalid container id', () => {
    expect(() => tagManagerUrl("GTM-X');alert(1);//")).toThrow(/Invalid tag-manager/)
    expect(() => tagManagerUrl('GTM-abc')).toThrow(/Invalid tag-manager/)
    expect(tagManagerUrl('GTM-ABC123')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    )
  })
})

describe('schedulePageView', () => {
  it('sends the view of a page left before its frame came, with its title, once', () => {
    const frames = new Map<number, FrameRequestCallback>()
    let nextFrame = 0
    const win: Pick<Window, 'dataLayer'> = {}
    const doc = { title: 'Contact us' }
    vi.stubGlobal('window', win)
    vi.stubGlobal('document', doc)
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.set(++nextFrame, callback)
      return nextFrame
    })
    vi.stubGlobal('cancelAnimationFrame', (frame: number) => frames.delete(frame))
    try {
      const i18n = { locale: 'en-SG' }
      // Shown, then left within the frame: the next page's effect runs after this one's cleanup.
      schedulePageView('GTM-ABC123', '/contact-us/', i18n)()
      doc.title = 'Home'
      schedulePageView('GTM-ABC123', '/', i18n)
      for (const callback of frames.values()) callback(0)
      expect(win.dataLayer?.map((view) => [view['page_path'], view['page_title']])).toEqual([
        ['/contact-us/', 'Contact us'],
        ['/', 'Home'],
      ])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
