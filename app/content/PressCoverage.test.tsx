import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PressList, type PressItem } from './PressCoverage.tsx'

const item: PressItem = {
  title: 'Looking after your heart',
  outlet: 'Example Daily',
  date: '2026-10-01',
  url: 'https://news.example/heart',
}

describe('press coverage on the media page', () => {
  it('is not linked until someone has checked the article against the advertising rules', () => {
    const html = renderToStaticMarkup(<PressList items={[item]} />)
    expect(html).not.toContain('<a')
    expect(html).toContain('Looking after your heart (Example Daily, <time dateTime="2026-10-01">')
  })

  it('is linked once the check is recorded', () => {
    const checked = { ...item, checked: { by: 'Clinic counsel', on: '2026-10-02' } }
    expect(renderToStaticMarkup(<PressList items={[checked]} />)).toContain(
      '<a href="https://news.example/heart" rel="noopener">Looking after your heart</a>',
    )
  })
})
