// The urgency scales (docs/clinical-content.md): every page renders these, so none can differ.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type UrgencyLevelId = 'emergency' | 'today' | 'days'

export interface UrgencyLevel {
  readonly id: UrgencyLevelId
  readonly title: MessageDescriptor
  readonly text: MessageDescriptor
  readonly note?: MessageDescriptor
}

// After each advice to call 995: readers abroad call their own number.
export const outsideSingapore = msg({
  comment:
    'Right after the advice to call 995 (the emergency box, the first level of each urgency scale); for readers outside Singapore.',
  message:
    "995 is Singapore's emergency number. If you are outside Singapore, call your local emergency number.",
})

const callNow = msg({
  comment:
    'First level of each urgency scale (chest symptoms; palpitations, fainting or breathlessness); a bold heading; a sentence follows.',
  message: 'Call 995 now',
})
const seeToday = msg({
  comment:
    'Second level of each urgency scale (chest symptoms; palpitations, fainting or breathlessness), also under every button to make an enquiry; a bold heading; a sentence follows.',
  message: 'See a doctor today',
})
const seeInDays = msg({
  comment:
    'Third level of each urgency scale (chest symptoms; palpitations, fainting or breathlessness); a bold heading; a sentence follows.',
  message: 'See a doctor within a few days',
})

// PLACEHOLDER: the doctor signs off the three levels (the symptoms in each, and where to go)
// before launch; the articles' and condition pages' own words follow these.
export const urgencyLevels = [
  {
    id: 'emergency',
    title: callNow,
    text: msg`Call an ambulance on 995 if chest pain is severe, comes on at rest, lasts more than 5 minutes or does not settle with rest or your prescribed spray, or comes with breathlessness, sweating, fainting or nausea. If you are not sure, call 995.`,
    note: outsideSingapore,
  },
  {
    id: 'today',
    title: seeToday,
    text: msg`If you have new chest discomfort, or discomfort that comes on with less effort than before, see your GP, a polyclinic or A&E today, even if it settles. Do not wait for an appointment or for a reply to an enquiry.`,
  },
  {
    id: 'days',
    title: seeInDays,
    text: msg`If you have chest discomfort on exertion that you already know and that has not changed, see your GP, or the cardiologist who treats you, within a few days.`,
  },
] as const satisfies readonly UrgencyLevel[]

export const urgencyToday = urgencyLevels[1]

// PLACEHOLDER: the doctor signs off the three levels for palpitations, fainting and
// breathlessness (the symptoms in each, and where to go) before launch, with the chest levels.
export const rhythmLevels = [
  {
    id: 'emergency',
    title: callNow,
    text: msg`Call an ambulance on 995 if someone collapses, if palpitations come with chest pain, fainting, severe breathlessness or confusion, or if you suddenly become severely breathless.`,
    note: outsideSingapore,
  },
  {
    id: 'today',
    title: seeToday,
    text: msg`If a racing or irregular heartbeat does not settle, if you faint for the first time or faint during exercise, if breathlessness is new or much worse, or if you need to sit up to breathe, see your GP, a polyclinic or A&E today. Do not wait for an appointment or for a reply to an enquiry.`,
  },
  {
    id: 'days',
    title: seeInDays,
    text: msg`If you have brief, occasional skipped beats and otherwise feel well, see your GP, or the cardiologist who treats you, within a few days.`,
  },
] as const satisfies readonly UrgencyLevel[]

export type UrgencyScaleId = 'chest' | 'rhythm'

export const urgencyScales: Record<
  UrgencyScaleId,
  {
    readonly id: string
    readonly title: MessageDescriptor
    readonly levels: readonly UrgencyLevel[]
  }
> = {
  chest: {
    id: 'how-urgent',
    title: msg({
      comment:
        'Heading of the three levels of urgency for chest symptoms (call 995 now, see a doctor today, within a few days).',
      message: 'How soon to get help for chest symptoms',
    }),
    levels: urgencyLevels,
  },
  rhythm: {
    id: 'how-urgent-rhythm',
    title: msg({
      comment:
        'Heading of the three levels of urgency for palpitations (a racing, pounding or irregular heartbeat), fainting and breathlessness (call 995 now, see a doctor today, within a few days).',
      message: 'How soon to get help for palpitations, fainting or breathlessness',
    }),
    levels: rhythmLevels,
  },
}
