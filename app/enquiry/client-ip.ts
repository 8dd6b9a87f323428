/**
 * Header carrying the visitor's address from the production server (server/app.ts) to the
 * enquiry server function. The server removes any value a client sent and sets its own.
 */
export const clientIpHeader = 'x-clinic-client-ip'
