/// <reference types="vite/client" />

// Replaced at build time (vite.config.ts `define`).
declare const __CLINIC_BUILD_ID__: string
/** '' for none. */
declare const __CLINIC_GTM_ID__: string
declare const __CLINIC_SITE_URL__: string
declare const __CLINIC_RETENTION_DAYS__: string
declare const __CLINIC_HOURS_TEXT__: Record<string, import('./content/hours-text.ts').HoursText>
