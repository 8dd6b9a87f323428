import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { messagePlacement } from '../build/catalog-split.ts'
import {
  changedNotes,
  describeMissing,
  describeNoteChanges,
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

#: app/routes/generated/services.angioplasty.tsx
msgid "Angioplasty"
msgstr "血管成形术"

#: app/routes/generated/conditions.angina.tsx
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
  const before = `${header}#: app/routes/generated/services.angioplasty.tsx\nmsgid "Usually 30 minutes to 2 hours"\nmsgstr "通常为30分钟至2小时"\n\n#: app/layout/Footer.tsx\nmsgid "Quick links"\nmsgstr "快速链接"\n`
  const after = `${header}#: app/routes/generated/services.angioplasty.tsx\nmsgid "Usually 30 minutes to 3 hours"\nmsgstr ""\n\n#: app/layout/Footer.tsx\nmsgid "Quick links"\nmsgstr "快速链接"\n`

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

describe('a translated message whose translator note changed after its translation is reported', () => {
  const header = 'msgid ""\nmsgstr ""\n"Language: zh-SG\\n"\n\n'
  const file = 'src/locales/zh-SG/messages.po'
  /** The catalog with "Get directions" under `note`, translated as `msgstr`, with a `#` comment. */
  const catalog = (note: string | undefined, msgstr: string, comment?: string) =>
    `${header}${comment ? `# ${comment}\n` : ''}${note ? `#. ${note}\n` : ''}#: app/content/Directions.tsx\nmsgid "Get directions"\nmsgstr "${msgstr}"\n\n#. Footer heading.\n#: app/layout/Footer.tsx\nmsgid "Quick links"\nmsgstr "快速链接"\n`
  const oldNote = "Button: opens a maps search for the clinic's address."
  const newNote = 'Button: opens directions to the clinic in a maps app.'

  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  /** A real repository in a temp dir; `commit` writes the catalog and returns the commit id. */
  function repository() {
    const dir = mkdtempSync(join(tmpdir(), 'po-notes-'))
    dirs.push(dir)
    mkdirSync(join(dir, 'src/locales/zh-SG'), { recursive: true })
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: dir,
        encoding: 'utf8',
      }).trim()
    git('init', '-q', '-b', 'main')
    const write = (po: string) => writeFileSync(join(dir, file), po)
    const commit = (po: string, message: string) => {
      write(po)
      git('add', '.')
      git('commit', '-qm', message)
      return git('rev-parse', 'HEAD')
    }
    const report = (po: string) => changedNotes(dir, file, po)
    return { dir, git, write, commit, report }
  }

  it('names the message, the language, the old and new note and the commit of the translation', () => {
    const repo = repository()
    const translated = repo.commit(catalog(oldNote, '查看路线'), 'translated')
    const now = catalog(newNote, '查看路线')
    repo.commit(now, 'note edited, catalogs extracted')
    const report = repo.report(now)
    expect(report.history).toBe('full')
    expect(report.changes).toEqual([
      {
        msgid: 'Get directions',
        oldNote: [oldNote],
        newNote: [newNote],
        translation: '查看路线',
        commit: translated.slice(0, 10),
      },
    ])
    const text = describeNoteChanges(new Map([['zh-SG', report]])).join('\n')
    expect(text).toContain(`old note: "${oldNote}"`)
    expect(text).toContain(`new note: "${newNote}"`)
    expect(text).toContain(`"Get directions": zh-SG (translated in ${translated.slice(0, 7)})`)
    expect(text).not.toContain('Quick links')
  })

  it('reports a note added to a message translated without one', () => {
    const repo = repository()
    repo.commit(catalog(undefined, '查看路线'), 'translated')
    const now = catalog(newNote, '查看路线')
    repo.commit(now, 'note added')
    expect(repo.report(now).changes.map((c) => [c.msgid, c.oldNote, c.newNote])).toEqual([
      ['Get directions', [], [newNote]],
    ])
    expect(describeNoteChanges(new Map([['zh-SG', repo.report(now)]])).join('\n')).toContain(
      'old note: (no note)',
    )
  })

  it('is re-read once the translation is committed again: a new wording or a # comment of the translator', () => {
    const repo = repository()
    repo.commit(catalog(oldNote, '查看地图'), 'translated')
    repo.commit(catalog(newNote, '查看地图'), 'note edited')
    const reworded = catalog(newNote, '查看路线')
    // Already while the new wording is only in the working copy.
    repo.write(reworded)
    expect(repo.report(reworded).changes).toEqual([])
    repo.commit(reworded, 'translation re-read')
    expect(repo.report(reworded).changes).toEqual([])
    const noteAgain = catalog(oldNote, '查看路线')
    repo.commit(noteAgain, 'note edited again')
    expect(repo.report(noteAgain).changes).toHaveLength(1)
    const confirmed = catalog(oldNote, '查看路线', 'Re-read against the new note: still right.')
    repo.commit(confirmed, 'translation re-read, unchanged')
    expect(repo.report(confirmed).changes).toEqual([])
  })

  it('does not report a translation written in the commit that changed the note', () => {
    const repo = repository()
    repo.commit(catalog(oldNote, ''), 'extracted')
    const now = catalog(newNote, '查看路线')
    repo.commit(now, 'note edited and translated')
    expect(repo.report(now).changes).toEqual([])
  })

  it('reports a translation made on a branch while the note changed on another, after the merge', () => {
    const repo = repository()
    repo.commit(catalog(oldNote, ''), 'extracted')
    repo.git('checkout', '-qb', 'translation')
    const translated = repo.commit(catalog(oldNote, '查看地图'), 'translated')
    repo.git('checkout', '-q', 'main')
    repo.commit(catalog(newNote, ''), 'note edited')
    repo.git('-c', 'core.editor=true', 'merge', '-q', '--no-ff', 'translation')
    const now = catalog(newNote, '查看地图')
    expect(readFileSync(join(repo.dir, file), 'utf8')).toBe(now)
    expect(repo.report(now).changes.map((c) => [c.oldNote, c.newNote, c.commit])).toEqual([
      [[oldNote], [newNote], translated.slice(0, 10)],
    ])
  })

  it('says so in a shallow clone, and in a copy without history', () => {
    const repo = repository()
    repo.commit(catalog(oldNote, '查看路线'), 'translated')
    const now = catalog(newNote, '查看路线')
    repo.commit(now, 'note edited')
    const clone = mkdtempSync(join(tmpdir(), 'po-notes-shallow-'))
    dirs.push(clone)
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.dir}`, clone])
    const shallow = changedNotes(clone, file, now)
    // The commit of the translation is not there: the change cannot be seen.
    expect(shallow).toEqual({ changes: [], history: 'shallow' })
    expect(describeNoteChanges(new Map([['zh-SG', shallow]])).join('\n')).toContain(
      'zh-SG: a shallow clone: a note changed before its oldest commit is not seen',
    )
    rmSync(join(clone, '.git'), { recursive: true, force: true })
    const none = changedNotes(clone, file, now)
    expect(none).toEqual({ changes: [], history: 'none' })
    expect(describeNoteChanges(new Map([['zh-SG', none]])).join('\n')).toContain(
      'zh-SG: translator notes not compared: the catalog has no git history here.',
    )
  })
})
