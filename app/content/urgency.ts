// The one urgency scale for chest symptoms (docs/clinical-content.md): condition pages, articles
// and the invitations to enquire render these messages, so no page can give another answer.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type UrgencyLevelId = 'emergency' | 'today' | 'days'

// Right after each advice to call 995, in the emergency box and the scale: readers abroad (patients
// reading at home before they travel) call their own number.
export const outsideSingapore = msg({
  comment:
    'Right after the advice to call 995 (the emergency box, the first level of the urgency scale); for readers outside Singapore.',
  message:
    "995 is Singapore's emergency number. If you are outside Singapore, call your local emergency number.",
})

// PLACEHOLDER: the doctor signs off the three levels (the symptoms in each, and where to go)
// before launch; the articles' and condition pages' own words follow these.
export const urgencyLevels = [
  {
    id: 'emergency',
    title: msg({
      comment:
        'First level of the urgency scale for chest symptoms; a bold heading; a sentence follows.',
      message: 'Call 995 now',
    }),
    text: msg`Call an ambulance on 995 if chest pain is severe, comes on at rest, lasts more than 5 minutes or does not settle with rest or your prescribed spray, or comes with breathlessness, sweating, fainting or nausea. If you are not sure, call 995.`,
    note: outsideSingapore,
  },
  {
    id: 'today',
    title: msg({
      comment:
        'Second level of the urgency scale for chest symptoms; a bold heading; a sentence follows.',
      message: 'See a doctor today',
    }),
    text: msg`If you have new chest discomfort, or discomfort that comes on with less effort than before, see your GP, a polyclinic or A&E today, even if it settles. Do not wait for an appointment or for a reply to an enquiry.`,
  },
  {
    id: 'days',
    title: msg({
      comment:
        'Third level of the urgency scale for chest symptoms; a bold heading; a sentence follows.',
      message: 'See a doctor within a few days',
    }),
    text: msg`If you have chest discomfort on exertion that you already know and that has not changed, see your GP, or the cardiologist who treats you, within a few days.`,
  },
] as const satisfies readonly {
  id: UrgencyLevelId
  title: MessageDescriptor
  text: MessageDescriptor
  note?: MessageDescriptor
}[]

export const urgencyToday = urgencyLevels[1]
