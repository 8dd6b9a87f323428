// The operators' listener: /readyz's details are for monitoring, nothing of them for the public.
import type { EnvSource } from '../app/enquiry/config.server.ts'
import type { Health } from './health.ts'
import { text } from './responses.ts'

export function opsFetch(health: Pick<Health, 'live' | 'ready'>) {
  return (request: Request): Response => {
    const { pathname } = new URL(request.url)
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return text('Method Not Allowed', 405, { allow: 'GET, HEAD' })
    if (pathname === '/readyz') return health.ready()
    if (pathname === '/healthz') return health.live()
    return text('Not Found', 404)
  }
}

export function opsListen(env: EnvSource): { port: number; hostname: string } | undefined {
  const port = env.OPS_PORT?.trim()
  if (!port) return undefined
  return { port: Number(port), hostname: env.OPS_HOST?.trim() || '127.0.0.1' }
}

export function opsProblems(env: EnvSource): string[] {
  const port = env.OPS_PORT?.trim()
  if (port && !(/^\d{1,5}$/u.test(port) && Number(port) >= 1 && Number(port) <= 65_535))
    return ['OPS_PORT must be a port number between 1 and 65535']
  if (port && port === (env.PORT?.trim() || '3000')) return ['OPS_PORT must differ from PORT']
  return []
}
