// From the production server to the renderer; the server drops any value a client sends.
export const cspNonceHeader = 'x-clinic-csp-nonce'
/** The same: the error screen to render (server/error-pages.ts). */
export const errorStatusHeader = 'x-clinic-error-status'
/** The same: an enquiry form sent without script, shown again (app/enquiry/native-post.ts). */
export const formStateHeader = 'x-clinic-form-state'
