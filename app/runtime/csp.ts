// From the production server to the renderer; the server drops any value a client sends.
export const cspNonceHeader = 'x-clinic-csp-nonce'
