import { describe, expect, it } from 'vitest'
import { escapeHtml } from './html.ts'
import { formatPhone } from './phone.ts'

describe('escapeHtml', () => {
  it('escapes HTML metacharacters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })
})

describe('formatPhone', () => {
  it('groups Singapore numbers and leaves others as given', () => {
    expect(formatPhone('+6591234567')).toBe('+65 9123 4567')
    expect(formatPhone('+819012345678')).toBe('+819012345678')
  })
})
