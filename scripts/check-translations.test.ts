import { describe, expect, it } from 'vitest'
import { missingTranslations } from './check-translations.ts'

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
})
