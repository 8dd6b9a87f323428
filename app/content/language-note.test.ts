import { describe, expect, it } from 'vitest'
import { localeRecord } from '../i18n/locales.ts'
import { missingPageText } from './language-note.ts'

describe('the note on a page missing in some languages', () => {
  it('calls the Chinese site 中文, as the language switcher does (华语 is the spoken language)', () => {
    expect(missingPageText.cn).toMatchObject({ note: '本页没有中文版。', home: '前往中文网站首页' })
    expect(missingPageText.cn.home).toContain(localeRecord.cn.name)
    expect(missingPageText.cn.note + missingPageText.cn.home).not.toContain('华语')
  })
})
