import { describe, expect, it } from 'vitest'
import { pushPageView, tagManagerUrl } from './analytics.ts'

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
