// What the patient sees, read from the screen: a screenshot decoded into pixels, for the few
// visual cues that neither the DOM nor the accessibility tree carries (a thick bar, an outline).
import type { Locator } from '@playwright/test'
import sharp from 'sharp'

export type Pixels = {
  width: number
  height: number
  /** [r, g, b] of the pixel at (x, y), in CSS pixels from the top left of the shot. */
  at(x: number, y: number): [number, number, number]
}

/** The element as rendered, with `margin` CSS pixels of its surroundings on each side. */
export async function renderedPixels(locator: Locator, margin = 0): Promise<Pixels> {
  const page = locator.page()
  await locator.scrollIntoViewIfNeeded()
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${String(locator)} is not rendered`)
  const png = await page.screenshot({
    clip: {
      x: box.x - margin,
      y: box.y - margin,
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
    scale: 'css',
    animations: 'disabled',
    caret: 'hide',
  })
  // Decoded here, by the build's own image library: no page, and no megabytes of numbers
  // through the browser's protocol (seconds on a loaded machine for a large element).
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const { width, height } = info
  return {
    width,
    height,
    at: (x, y) => {
      const i = (Math.round(y) * width + Math.round(x)) * 4
      return [data[i]!, data[i + 1]!, data[i + 2]!]
    },
  }
}

/** A clearly red pixel (the accent colour of errors), not grey, white or the brand's teal. */
export const isRed = ([r, g, b]: [number, number, number]) => r > 120 && r - g > 80 && r - b > 80

/** The focus ring's dark teal (--focus-ring, #0a3642): neither the error red nor grey. */
export const isFocusRing = ([r, g, b]: [number, number, number]) =>
  r < 60 && g < 110 && b < 120 && g - r > 20 && b - r > 30

/** A pixel darker than a field's fill: a border or bar rather than the white inside. */
export const isInk = ([r, g, b]: [number, number, number]) =>
  0.299 * r + 0.587 * g + 0.114 * b < 200

/** How many pixels from `x` rightwards along row `y` satisfy `test`, without a gap. */
export function runLength(
  pixels: Pixels,
  y: number,
  x: number,
  test: (rgb: [number, number, number]) => boolean,
) {
  let length = 0
  while (x + length < pixels.width && test(pixels.at(x + length, y))) length++
  return length
}

/** How many pixels of the shot satisfy `test`. */
export function countPixels(pixels: Pixels, test: (rgb: [number, number, number]) => boolean) {
  let count = 0
  for (let y = 0; y < pixels.height; y++)
    for (let x = 0; x < pixels.width; x++) if (test(pixels.at(x, y))) count++
  return count
}
