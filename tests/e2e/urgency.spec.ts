// The urgency scales (app/content/urgency.ts): chest symptoms on every condition page and article,
// palpitations, fainting and breathlessness on the pages app/content/urgency-pages.ts lists, each
// with the same three levels, word for word; every invitation to enquire and every reply time the
// same "today" level. The pages' own sentences that name these symptoms with an action are the
// reviewed ones below, so a new or changed sentence cannot give another answer unnoticed. Read
// without JavaScript: the prerendered pages carry it.
import { type Page } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { hasChestScale, hasRhythmScale } from '../../app/content/urgency-pages.ts'
import { allLocalizedPaths, type PageId } from '../../app/site/pages.ts'
import type { Locale } from '../../app/i18n/locales.ts'
import { tr } from './support/catalog.ts'
import { clinic } from '../../app/site/clinic.ts'
import { formatPhone } from '../../app/site/phone.ts'
import { escape } from './support/enquiry.ts'

// For readers abroad, as in the emergency box.
const outside =
  "995 is Singapore's emergency number. If you are outside Singapore, call your local emergency number."

interface Level {
  id: 'emergency' | 'today' | 'days'
  title: string
  text: string
  note?: string
}

// The English source of the levels, in their order; the catalogs give each language's text.
const chestLevels: readonly Level[] = [
  {
    id: 'emergency',
    title: 'Call 995 now',
    text: 'Call an ambulance on 995 if chest pain is severe, comes on at rest, lasts more than 5 minutes or does not settle with rest or your prescribed spray, or comes with breathlessness, sweating, fainting or nausea. If you are not sure, call 995.',
    note: outside,
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
]

const rhythmLevels: readonly Level[] = [
  {
    id: 'emergency',
    title: 'Call 995 now',
    text: 'Call an ambulance on 995 if someone collapses, if palpitations come with chest pain, fainting, severe breathlessness or confusion, or if you suddenly become severely breathless.',
    note: outside,
  },
  {
    id: 'today',
    title: 'See a doctor today',
    text: 'If a racing or irregular heartbeat does not settle, if you faint for the first time or faint during exercise, if breathlessness is new or much worse, or if you need to sit up to breathe, see your GP, a polyclinic or A&E today. Do not wait for an appointment or for a reply to an enquiry.',
  },
  {
    id: 'days',
    title: 'See a doctor within a few days',
    text: 'If you have brief, occasional skipped beats and otherwise feel well, see your GP, or the cardiologist who treats you, within a few days.',
  },
]

const scales = [
  { heading: 'How soon to get help for chest symptoms', levels: chestLevels, on: hasChestScale },
  {
    heading: 'How soon to get help for palpitations, fainting or breathlessness',
    levels: rhythmLevels,
    on: hasRhythmScale,
  },
] as const

// The note is a line of its own, after the text.
const shown = (locale: Locale, level: Level) =>
  `${tr(locale, level.title)} ${tr(locale, level.text)}${level.note ? tr(locale, level.note) : ''}`

/**
 * The English pages' own sentences (paragraphs, list items, table cells; not the scales, the
 * emergency box or the "today" lines) that name palpitations, a heartbeat, fainting,
 * breathlessness or collapse together with how soon to act. Each was checked against both
 * scales: the same words ("call 995", "the same day", "today", 5 minutes), or stricter where the
 * doctor signs it off (after a stent). A page not listed has none.
 */
const ownSentences: Partial<Record<PageId, readonly string[]>> = {
  contact: [
    'This form is not for emergencies. For chest pain or collapse, call 995.',
    `WhatsApp: ${formatPhone(clinic.phones.whatsapp)} (opens in a new tab). Not for emergencies: for chest pain or collapse, call 995.`,
    `After-hours line for existing patients: ${formatPhone(clinic.phones.afterHours)}. It is not for emergencies: for chest pain or collapse, call 995.`,
  ],
  team: [
    'Our nurses check your blood pressure, heart rate and weight, record ECGs, prepare you for tests and procedures, and explain how to take your medicines and what to expect afterwards. They are often the first people to contact if you have a question between appointments, during opening hours. For chest pain or collapse, call 995.',
  ],
  cardiacStressTesting: [
    'Tell the team straight away if you have chest pain, dizziness or unusual breathlessness.',
    'The test is supervised throughout. Serious problems, such as a heart attack or a dangerous heart rhythm, are rare, and emergency equipment is at hand.',
  ],
  cardiacPet: [
    'The stress medicine is given through the cannula. It can cause flushing, breathlessness, headache or chest tightness for a few minutes. Tell the team how you feel.',
  ],
  sportsCardiology: [
    'Call 995 if someone collapses, if chest pain does not settle within 5 minutes of stopping, or if a racing heartbeat comes with chest pain, fainting, severe breathlessness or confusion. Otherwise, see a doctor before you exercise again: today if a racing or irregular heartbeat does not settle, if you fainted, or if the symptoms are new.',
  ],
  heartAttack: [
    'Symptoms are not always dramatic. Some people, particularly women, older people and people with diabetes, have mild discomfort, breathlessness or tiredness only. If in doubt, call 995.',
  ],
  arrhythmia: [
    'Ventricular tachycardia: a fast rhythm from the lower chambers, which can be dangerous: call 995 if it causes fainting, chest pain or severe breathlessness.',
    'Call 995 if palpitations come with chest pain, fainting, severe breathlessness or confusion.',
  ],
  blogAngioplasty: [
    'Most people have no serious problems, but as with any procedure there are risks. The most common is bruising or bleeding at the puncture site. Less common problems include a reaction to the contrast dye, effects on the kidneys and irregular heart rhythms. Rarely, complications include damage to the artery, a heart attack, a stroke or the need for emergency heart surgery. Your cardiologist will discuss your individual risks before you decide.',
  ],
  blogAttackVsFailure: [
    'Needs medical care; sudden severe breathlessness: call 995',
    'If you have heart failure, weigh yourself regularly and see your doctor the same day if your weight rises quickly, your ankles swell more, you become more breathless or you need to sit up to breathe. If you suddenly become severely breathless, call 995.',
  ],
  blogChestPain: [
    'A heart attack happens when a coronary artery is suddenly blocked. The pain is often similar to angina but more severe, lasts longer than 5 minutes and does not settle with rest. It may spread to the arms, neck, jaw or back and come with sweating, breathlessness or nausea. A heart attack is a medical emergency.',
    'Pulmonary embolism: a blood clot in the lungs, causing sudden breathlessness and sharp pain on breathing. It is an emergency: call 995.',
  ],
  events: [
    'When someone collapses from a cardiac arrest, calling 995, starting chest compressions and using an AED straight away can save a life. Consider attending a CPR and AED course from a recognised training provider.',
  ],
  overseasPatients: [
    'While you are at home, outside Singapore, do not wait to travel here if you have chest pain or collapse: call your local emergency number. 995 is the emergency number in Singapore only; call it once you are here.',
  ],
}

const symptom = /palpitation|heartbeat|heart rhythm|faint|breathless|collapse/i
const action = /995|today|same day|minutes?\b|straight away|immediately|urgent|emergenc/i

/** The text of the page's own blocks that name a symptom above with an action. */
async function sentencesNamingSymptoms(page: Page): Promise<string[]> {
  const texts = await page
    .getByRole('main')
    .evaluate((main) =>
      [...main.querySelectorAll('p, li, td')]
        .filter(
          (el) =>
            !el.closest('.urgency, .emergency-note, [data-urgency], noscript') &&
            !el.querySelector('p, li, td'),
        )
        .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()),
    )
  return texts.filter((text) => symptom.test(text) && action.test(text))
}

test.use({ javaScriptEnabled: false })

for (const { id, locale, href } of allLocalizedPaths()) {
  test(`${href}: the urgency levels are the same as everywhere`, async ({ page }) => {
    await page.goto(href)
    const main = page.getByRole('main')
    for (const { heading, levels, on } of scales) {
      const scale = main
        .getByRole('region', { name: tr(locale, heading), exact: true })
        .getByRole('listitem')
      if (on(id)) {
        await expect(scale, heading).toHaveCount(levels.length)
        for (const [index, level] of levels.entries()) {
          await expect(scale.nth(index)).toHaveAttribute('data-urgency', level.id)
          await expect(scale.nth(index)).toHaveText(shown(locale, level))
        }
      } else {
        await expect(scale, heading).toHaveCount(0)
      }
    }
    // Beside each "Make an enquiry" and each reply time: the chest "today" level, word for word.
    const today = main.getByRole('paragraph').filter({
      hasText: new RegExp(`^${escape(shown(locale, chestLevels[1]!))}$`),
    })
    // Where the buttons and the reply time sit (the line is checked to be right after them).
    const invitations = page.locator(
      'main .page-hero__actions, main .cta__actions, main .reply-time',
    )
    await expect(today).toHaveCount(await invitations.count())
    for (const line of await today.all()) {
      await expect(line).toHaveAttribute('data-urgency', 'today')
      await expect(line).toHaveText(shown(locale, chestLevels[1]!))
    }
    for (const invitation of await invitations.all())
      await expect(invitation.locator('xpath=following-sibling::*[1]')).toHaveAttribute(
        'data-urgency',
        'today',
      )

    if (locale === 'en') {
      // The pages' own words give no other answer than the scales.
      expect(await sentencesNamingSymptoms(page)).toEqual(ownSentences[id] ?? [])
      // The scales' minutes, never "a few": the 5 minutes the first levels name.
      await expect(main).not.toContainText(/(more|longer) than a few minutes/)
    }
  })
}
