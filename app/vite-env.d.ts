/// <reference types="vite/client" />

/** The id of this build, replaced at build time (vite.config.ts `define`). */
declare const __CLINIC_BUILD_ID__: string
