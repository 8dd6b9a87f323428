/**
 * Header carrying the visitor's address from the production server (server/app.ts) to the
 * enquiry server function. The server removes any value a client sent and sets its own.
 */
export const clientIpHeader = 'x-clinic-client-ip'

/**
 * Response header set by a server function as soon as it runs. A 5xx without it never
 * reached the function: the framework could not decode the (malformed) request body.
 */
export const handledHeader = 'x-clinic-handled'
