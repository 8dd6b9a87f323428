// A page rendered per request costs about 200 static ones: bounded per address and site-wide (ADR 0021).
import { createRateLimiter, rateLimitKey } from '../app/enquiry/rate-limit.server.ts'
import { createLimiter } from '../app/runtime/limiter.ts'

export interface RenderBudgetOptions {
  perAddress?: number
  /** Renders at once: one per core keeps static pages flowing between them. */
  concurrent?: number
  queued?: number
  now?: () => number
}

export type RenderBudget = ReturnType<typeof createRenderBudget>

export function createRenderBudget(options: RenderBudgetOptions = {}) {
  const perAddress = createRateLimiter({
    limit: options.perAddress ?? 30,
    windowMs: 60_000,
    ...(options.now ? { now: options.now } : {}),
  })
  const slots = createLimiter(options.concurrent ?? 2)
  const maxQueued = options.queued ?? 16
  return {
    async run(ip: string, render: () => Promise<Response>): Promise<Response | undefined> {
      if (slots.queued >= maxQueued) return undefined
      if (!perAddress.consume(rateLimitKey(ip)).allowed) return undefined
      return slots.run(render)
    },
  }
}
