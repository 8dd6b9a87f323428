import { startEnquiryBackend, type EnquiryBackend } from './backend.server.ts'

// On globalThis: Vite's bundled copy of this module must find the instance server/main.ts started.
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
