// Set by a server function as soon as it runs: an answer without it never reached the function
// (server/server-functions.ts).
export const handledHeader = 'x-clinic-handled'
