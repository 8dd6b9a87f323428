// Pages rendered per request (the form's answers, the thank-you page naming a reference) cost
// about 200 static pages each: bounded per address and site-wide (ADR 0021).
import { createRateLimiter, rateLimitKey } from '../app/enquiry/rate-limit.server.ts'
import { createLimiter } from '../app/runtime/limiter.ts'

export interface RenderBudgetOptions {
  /** Renders one address may ask for in a minute. */
  perAddress?: number
  /** Renders at once: one per core keeps static pages flowing between them. */
  concurrent?: number
  /** Renders waiting their turn; beyond, the request is refused at once. */
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
    /** Runs the render, or answers undefined when the address or the site is over budget. */
    async run(ip: string, render: () => Promise<Response>): Promise<Response | undefined> {
      if (slots.queued >= maxQueued) return undefined
      if (!perAddress.consume(rateLimitKey(ip)).allowed) return undefined
      return slots.run(render)
    },
  }
}
