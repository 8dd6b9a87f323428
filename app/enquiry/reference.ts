/** Crockford base32 (no I, L, O, U: nothing to misread over the phone), as db.server.ts makes them. */
export const REF_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/u
