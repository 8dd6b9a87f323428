import { startEnquiryBackend, type EnquiryBackend } from './backend.server.ts'

// On globalThis, not in a module variable: the server function's copy of this module (bundled
// by Vite) must find the instance server/main.ts started at boot.
const key = Symbol.for('heart-clinic.enquiry-backend')
type Registry = { [key]?: EnquiryBackend }

export function getEnquiryBackend(): EnquiryBackend {
  const registry = globalThis as Registry
  registry[key] ??= startEnquiryBackend()
  return registry[key]
}

export async function closeEnquiryBackend(): Promise<void> {
  const registry = globalThis as Registry
  const backend = registry[key]
  delete registry[key]
  await backend?.close()
}
