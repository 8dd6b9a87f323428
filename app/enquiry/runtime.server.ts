import { startEnquiryBackend, type EnquiryBackend } from './backend.server.ts'

/**
 * The process's one enquiry back end (database, outbox worker, rate limiter).
 *
 * The production server (server/main.ts, run by Node) starts it at boot so that pending
 * e-mails resume after a restart; the server function, bundled by Vite into another copy of
 * this module, must find the same instance, hence a registry on globalThis keyed by a
 * global symbol rather than a module variable.
 */
const key = Symbol.for('heart-clinic.enquiry-backend')
type Registry = { [key]?: EnquiryBackend }

export function getEnquiryBackend(): EnquiryBackend {
  const registry = globalThis as Registry
  registry[key] ??= startEnquiryBackend()
  return registry[key]
}

/** Stops the back end if it was started (graceful shutdown). */
export async function closeEnquiryBackend(): Promise<void> {
  const registry = globalThis as Registry
  const backend = registry[key]
  delete registry[key]
  await backend?.close()
}
