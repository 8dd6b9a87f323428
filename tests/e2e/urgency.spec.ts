// The one urgency scale for chest symptoms (app/content/urgency.ts): every condition page and
// article shows the same three levels, and every invitation to enquire and every reply time
// the same "today" level. Read without JavaScript: the prerendered pages carry it.
import { expect, test } from './support/test.ts'
import { conditionRows } from '../../app/site/medical-pages.ts'
import { allLocalizedPaths, type PageId } from '../../app/site/pages.ts'
import type { Locale } from '../../app/i18n/locales.ts'
import { tr } from './support/catalog.ts'
import { escape } from './support/enquiry.ts'

// The English source of the levels, in their order; the catalogs give each language's text.
const levels = [
  {
    id: 'emergency',
    title: 'Call 995 now',
    text: 'Call an ambulance on 995 if chest pain is severe, comes on at rest, lasts more than 5 minutes or does not settle with rest or your prescribed spray, or comes with breathlessness, sweating, fainting or nausea. If you are not sure, call 995.',
    // For readers abroad, as in the emergency box.
    note: "995 is Singapore's emergency number. If you are outside Singapore, call your local emergency number.",
  },
  {
    id: 'today',
    title: 'See a doctor today',
    text: 'If you have new chest discomfort, or discomfort that comes on with less effort than before, see your GP, a polyclinic or A&E today, even if it settles. Do not wait for an appointment or for a reply to an enquiry.',
  },
  {
    id: 'days',
    title: 'See a doctor within a few days',
    text: 'If you have chest discomfort on exertion that you already know and that has not changed, see your GP, or the cardiologist who treats you, within a few days.',
  },
] as const

// The note is a line of its own, after the text.
const shown = (locale: Locale, level: (typeof levels)[number]) =>
  `${tr(locale, level.title)} ${tr(locale, level.text)}${'note' in level ? tr(locale, level.note) : ''}`

const withScale = (id: PageId) => id in conditionRows || (id.startsWith('blog') && id !== 'blog')

test.use({ javaScriptEnabled: false })

for (const { id, locale, href } of allLocalizedPaths()) {
  test(`${href}: the urgency levels are the same as everywhere`, async ({ page }) => {
    await page.goto(href)
    const main = page.getByRole('main')
    const scale = main
      .getByRole('region', {
        name: tr(locale, 'How soon to get help for chest symptoms'),
        exact: true,
      })
      .getByRole('listitem')
    if (withScale(id)) {
      await expect(scale).toHaveCount(levels.length)
      for (const [index, level] of levels.entries()) {
        await expect(scale.nth(index)).toHaveAttribute('data-urgency', level.id)
        await expect(scale.nth(index)).toHaveText(shown(locale, level))
      }
    } else {
      await expect(scale).toHaveCount(0)
    }
    // Beside each "Make an enquiry" and each reply time: the "today" level, word for word.
    const today = main.getByRole('paragraph').filter({
      hasText: new RegExp(`^${escape(shown(locale, levels[1]))}$`),
    })
    // Where the buttons and the reply time sit (the line is checked to be right after them).
    const invitations = page.locator(
      'main .page-hero__actions, main .cta__actions, main .reply-time',
    )
    await expect(today).toHaveCount(await invitations.count())
    for (const line of await today.all()) {
      await expect(line).toHaveAttribute('data-urgency', 'today')
      await expect(line).toHaveText(shown(locale, levels[1]))
    }
    for (const invitation of await invitations.all())
      await expect(invitation.locator('xpath=following-sibling::*[1]')).toHaveAttribute(
        'data-urgency',
        'today',
      )
  })
}
