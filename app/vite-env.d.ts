/// <reference types="vite/client" />

/** The id of this build, replaced at build time (vite.config.ts `define`). */
declare const __CLINIC_BUILD_ID__: string

/** The tag-manager container id of this build ('' for none), replaced at build time. */
declare const __CLINIC_GTM_ID__: string

/** The public origin of this build (SITE_URL or app/site/clinic.ts), replaced at build time. */
declare const __CLINIC_SITE_URL__: string

/** The enquiry retention period in days, as a string, replaced at build time. */
declare const __CLINIC_RETENTION_DAYS__: string

/** Opening-hours words per language tag, made with Intl at build time (build/hours-text.ts, typed in content/hours-text.ts). */
declare const __CLINIC_HOURS_TEXT__: Record<string, import('./content/hours-text.ts').HoursText>
