import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { localeFromTag } from '../i18n/locales.ts'
import { clinic } from '../site/clinic.ts'

// The name is the clinic's (app/site/clinic.ts), the title the translation's: a message can then
// put a specialty before the name without a second title (心脏专科陈亚力医生).
const withTitle = msg({
  comment:
    "The doctor's name with the title your language gives a doctor; {name} is the name alone (Alex Tan; in Chinese 陈亚力, in Japanese タン). Every message with {doctorName} shows this text in its place: there, write no second title.",
  message: 'Dr {name}',
})

/** The doctor's name with its title, as `i18n`'s language writes it in running text. */
export function doctorName(i18n: I18n): string {
  const name = clinic.doctor.names[localeFromTag(i18n.locale)]
  return i18n._({ ...withTitle, values: { name } })
}

export function useDoctorName(): string {
  return doctorName(useLingui().i18n)
}
