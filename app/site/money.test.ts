import { describe, expect, it } from 'vitest'
import { sgd } from './money.ts'

describe('sgd', () => {
  it.each([0, 5, 85.5, 150, 250, 999.99, 1000, 1250, 12345.6, 1234567])(
    'writes %d as en-SG Intl does',
    (amount) => {
      const whole = Number.isInteger(amount)
      const intl = amount.toLocaleString('en-SG', {
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      })
      expect(sgd(amount)).toBe(`S$${intl}`)
    },
  )
})
