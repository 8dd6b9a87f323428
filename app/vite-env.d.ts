/// <reference types="vite/client" />

// Replaced at build time (vite.config.ts `define`).
declare const __CLINIC_BUILD_ID__: string
/** '' for none. */
declare const __CLINIC_GTM_ID__: string
declare const __CLINIC_SITE_URL__: string
declare const __CLINIC_RETENTION_DAYS__: string
declare const __CLINIC_HOURS_TEXT__: Record<string, import('./content/hours-text.ts').HoursText>
/** Date (YYYY-MM-DD) → language tag → words (build/date-text.ts). */
declare const __CLINIC_DATE_TEXT__: Record<string, Record<string, string> | undefined>
