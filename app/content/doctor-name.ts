import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { localeFromTag } from '../i18n/locales.ts'
import { clinic } from '../site/clinic.ts'

// The title is the translation's, so a specialty can go before the name (心脏专科陈亚力医生).
const withTitle = msg({
  comment:
    "The doctor's name with the title your language gives a doctor; {name} is the name alone (Alex Tan; in Chinese 陈亚力, in Japanese タン). Every message with {doctorName} shows this text in its place: there, write no second title.",
  message: 'Dr {name}',
})

export function doctorName(i18n: I18n): string {
  const name = clinic.doctor.names[localeFromTag(i18n.locale)]
  return i18n._({ ...withTitle, values: { name } })
}

export function useDoctorName(): string {
  return doctorName(useLingui().i18n)
}
