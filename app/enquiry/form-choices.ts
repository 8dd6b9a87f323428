import { useEffect, useState, type RefObject } from 'react'
import { clinic } from '../site/clinic.ts'
import type { FormState } from './form-state.ts'
import { singaporeToday } from './schema.ts'

const weekDays = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const
export function isClosedDay(isoDate: string): boolean {
  const day = weekDays[new Date(`${isoDate}T00:00:00Z`).getUTCDay()]
  return !clinic.openingHours.some((slot) => slot.days.includes(day!))
}

// Made on first pick, not on hydration: a first Intl formatter costs tens of ms on a phone.
const dateFormats: Record<string, Intl.DateTimeFormat> = {}
export function dateInWords(isoDate: string, tag: string): string {
  dateFormats[tag] ??= new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' })
  return dateFormats[tag].format(new Date(`${isoDate}T00:00:00Z`))
}

export function useFormChoices(
  formRef: RefObject<HTMLFormElement | null>,
  sent: FormState | undefined,
) {
  const [today, setToday] = useState<string>()
  const [contact, setContact] = useState(sent?.values.preferredContact ?? 'phone')
  const [date, setDate] = useState(sent?.values.preferredDate ?? '')

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration: today is the browser's
    setToday(singaporeToday())
    // Chosen before the script was ready (a tap on a slow phone): the state follows the form.
    const form = formRef.current!
    const chosen = (name: string) => {
      const item = form.elements.namedItem(name)
      return item instanceof RadioNodeList || item instanceof HTMLInputElement ? item.value : ''
    }
    setContact(chosen('preferredContact') || 'phone')
    setDate(chosen('preferredDate'))
  }, [formRef])

  return { today, contact, setContact, date, setDate }
}

/** Today or the next day in Singapore: an appointment that soon is arranged by phone. */
export function isTodayOrTomorrow(isoDate: string, today: string): boolean {
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10)
  return isoDate === today || isoDate === tomorrow
}

/** Always without script (`today` unknown). */
export function showsSameDayLine(isoDate: string, today: string | undefined): boolean {
  return today === undefined || isTodayOrTomorrow(isoDate, today)
}
