import { describe, expect, it } from 'vitest'
import { createLimiter } from './limiter.ts'

describe('createLimiter', () => {
  it('never runs more than the limit at once and runs everything', async () => {
    const limiter = createLimiter(4)
    let running = 0
    let peak = 0
    const done: number[] = []
    const tasks = Array.from({ length: 10 }, (_, i) =>
      limiter.run(async () => {
        running++
        peak = Math.max(peak, running)
        await new Promise((r) => setTimeout(r, 5 + (i % 3)))
        running--
        done.push(i)
        return i
      }),
    )
    expect(limiter.pending).toBe(4)
    expect(limiter.queued).toBe(6)
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(peak).toBe(4)
    expect(done).toHaveLength(10)
  })
  it('frees the slot of a failed task', async () => {
    const limiter = createLimiter(1)
    await expect(limiter.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x')
    expect(await limiter.run(async () => 'ok')).toBe('ok')
  })
})
