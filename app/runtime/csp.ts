/**
 * Request header carrying a page's Content-Security-Policy nonce from the production server
 * (server/pages.ts) to the renderer (app/start.ts). The server removes any value a client sent.
 */
export const cspNonceHeader = 'x-clinic-csp-nonce'
