export interface ClinicEvent {
  title: string
  date: string
  place: string
  description: string
}

/** PLACEHOLDER: confirmed upcoming events, soonest first; while empty the page says none are scheduled. */
export const upcomingEvents: ClinicEvent[] = []
