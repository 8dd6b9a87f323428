/**
 * Response header set by a server function as soon as it runs. A 5xx without it never
 * reached the function: the framework could not decode the (malformed) request body
 * (server/server-functions.ts answers 400 then).
 */
export const handledHeader = 'x-clinic-handled'
