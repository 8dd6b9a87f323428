import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The e2e readability test measures the rendered pages; this catches a stray size at once.
const files = ['app/styles/app.css', 'app/styles/shell.css', 'app/content/content.css']
const css = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

describe('type scale', () => {
  it('every font size is a step of the scale', () => {
    const sizes = files.flatMap((file) =>
      [...css(file).matchAll(/(?<![\w-])font-size:\s*([^;]+);|(?<![\w-])font:\s*([^;]+);/g)].map(
        (match) => ({
          file,
          value: (match[1] ?? match[2])!.trim(),
        }),
      ),
    )
    expect(sizes.length).toBeGreaterThan(20)
    const off = sizes.filter(
      ({ value }) => !/^var\(--step--?\d\)$/.test(value) && value !== 'inherit',
    )
    expect(off).toEqual([])
  })

  it('has a few steps, none below 1rem, growing from one to the next', () => {
    const steps = [...css('app/styles/app.css').matchAll(/--step-(-?\d):\s*([\d.]+)rem;/g)].map(
      ([, step, rem]) => ({ step: Number(step), rem: Number(rem) }),
    )
    const names = new Set(steps.map((entry) => entry.step))
    expect(names.size).toBeLessThanOrEqual(5)
    for (const { step, rem } of steps) expect(rem, `--step-${step}`).toBeGreaterThanOrEqual(1)
    // Body text (--step-0) is 18px on large screens.
    expect(steps.filter((entry) => entry.step === 0).map((entry) => entry.rem)).toEqual([1, 1.125])
    for (const size of [...names].sort((a, b) => a - b).slice(1)) {
      const at = (step: number) => steps.filter((entry) => entry.step === step)
      const below = at(size - 1)
      at(size).forEach((entry, index) =>
        expect(entry.rem).toBeGreaterThanOrEqual(below[Math.min(index, below.length - 1)]!.rem),
      )
    }
  })
})
