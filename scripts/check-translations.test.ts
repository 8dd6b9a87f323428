import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { messagePlacement } from '../build/catalog-split.ts'
import {
  describeMissing,
  explainMissing,
  findOldText,
  missingTranslations,
  pagesOfFiles,
  similarity,
  vanishedTranslations,
} from './check-translations.ts'

const po = `msgid ""
msgstr ""
"Language: zh-SG\\n"

#: app/routes/pages/blog.index.tsx
msgid "Articles"
msgstr ""

#: app/layout/ErrorPage.tsx
msgid "GO TO HOMEPAGE"
msgstr ""

#: app/routes/pages/services.angioplasty.tsx
msgid "Angioplasty"
msgstr "血管成形术"

#: app/routes/pages/conditions.angina.tsx
#, fuzzy
msgid "Angina"
msgstr "心绞痛"
`

describe('missingTranslations', () => {
  it('requires shared and existing-page messages, not English-only pages', () => {
    expect(missingTranslations(po, 'cn').map((m) => m.msgid)).toEqual(['GO TO HOMEPAGE', 'Angina'])
  })
  it('does not require en+cn page messages in Bahasa', () => {
    expect(missingTranslations(po, 'bh').map((m) => m.msgid)).toEqual(['GO TO HOMEPAGE'])
  })
  it("requires an English-only article's texts in no other language, wherever its file is imported", () => {
    const article = `#: app/content/articles/chest-pain.md
msgid "Different causes of heart or chest pain"
msgstr ""
`
    // The Chinese service and condition pages import every article's front matter (related links).
    const placement = messagePlacement(join(import.meta.dirname, '..'))
    expect(missingTranslations(article, 'cn', placement)).toEqual([])
    expect(missingTranslations(article, 'en', placement).map((m) => m.msgid)).toEqual([
      'Different causes of heart or chest pain',
    ])
  })
})

describe('a missing translation is reported with its pages and, after an English edit, the old text', () => {
  const header = 'msgid ""\nmsgstr ""\n"Language: zh-SG\\n"\n\n'
  const before = `${header}#: app/routes/pages/services.angioplasty.tsx\nmsgid "Usually 30 minutes to 2 hours"\nmsgstr "通常为30分钟至2小时"\n\n#: app/layout/Footer.tsx\nmsgid "Quick links"\nmsgstr "快速链接"\n`
  const after = `${header}#: app/routes/pages/services.angioplasty.tsx\nmsgid "Usually 30 minutes to 3 hours"\nmsgstr ""\n\n#: app/layout/Footer.tsx\nmsgid "Quick links"\nmsgstr "快速链接"\n`

  it('names the pages of the language that show the message', () => {
    const [missing] = missingTranslations(after, 'cn')
    expect(missing?.pages).toEqual(['/cn/services/angioplasty/'])
    expect(
      pagesOfFiles(['app/layout/Footer.tsx'], 'cn', new Map([['app/layout/Footer.tsx', 'layout']])),
    ).toEqual(['every page'])
  })

  it('pairs the new English text with the translated old one from the same file', () => {
    const [missing] = missingTranslations(after, 'cn')
    const old = findOldText(missing!, vanishedTranslations(before, after))
    expect(old?.msgid).toBe('Usually 30 minutes to 2 hours')
    expect(old?.msgstr).toEqual(['通常为30分钟至2小时'])
    // An unrelated message of another file is never taken for the old text.
    expect(
      findOldText(
        { ...missing!, files: ['app/layout/Footer.tsx'] },
        vanishedTranslations(before, after),
      ),
    ).toBeUndefined()
    expect(similarity('Related pages', 'Quick links')).toBeLessThan(0.4)
  })

  it('finds the old text in the catalog history of a git repository (as in a clean clone) and prints old and new', () => {
    const dir = mkdtempSync(join(tmpdir(), 'po-history-'))
    try {
      const file = 'src/locales/zh-SG/messages.po'
      mkdirSync(join(dir, 'src/locales/zh-SG'), { recursive: true })
      const git = (...args: string[]) =>
        execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
          cwd: dir,
        })
      git('init', '-q')
      writeFileSync(join(dir, file), before)
      git('add', '.')
      git('commit', '-qm', 'translated')
      writeFileSync(join(dir, file), after)
      git('commit', '-qam', 'English edited, catalog extracted')
      const missing = missingTranslations(after, 'cn')
      const found = explainMissing(dir, file, after, missing)
      const report = describeMissing('zh-SG', missing[0]!, found.get(missing[0]!))
      expect(report).toContain('pages: /cn/services/angioplasty/')
      expect(report).toContain('old: "Usually 30 minutes to 2 hours"')
      expect(report).toContain('new: "Usually 30 minutes to 3 hours"')
      expect(report).toContain('old translation: "通常为30分钟至2小时"')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('still names the pages where there is no history to read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'po-nohistory-'))
    try {
      const missing = missingTranslations(after, 'cn')
      const found = explainMissing(dir, 'src/locales/zh-SG/messages.po', after, missing)
      expect(found.size).toBe(0)
      expect(describeMissing('zh-SG', missing[0]!, undefined)).toContain(
        'pages: /cn/services/angioplasty/',
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
