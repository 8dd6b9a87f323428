import { describe, expect, it } from 'vitest'
import { imageLayouts } from './layouts.ts'
import {
  cssWidths,
  imagePlan,
  imageUrl,
  parseImageUrl,
  parseSizes,
  planImage,
  responsiveImage,
  sizesAttribute,
  srcsetUrls,
  type ImagePlan,
  type ImageSource,
} from './srcset.ts'

const source: ImageSource = { name: 'heart-ecg', hash: '0123abcd', width: 1600, height: 900 }

describe('image URLs', () => {
  it('round-trip through the parser', () => {
    const variant = {
      width: 640,
      height: 360,
      format: 'webp',
      quality: 75,
      fit: 'cover',
      position: 'top-left',
    } as const
    const url = imageUrl(source, variant)
    expect(url).toBe('/assets/img/heart-ecg-0123abcd-640x360-cover-top-left-q75.webp')
    expect(parseImageUrl(url)).toEqual({ name: 'heart-ecg', hash: '0123abcd', variant })
  })
  it('reject anything outside the allowlist', () => {
    for (const bad of [
      '/assets/img/heart-ecg-0123abcd-640x360-cover-center-q75.gif',
      '/assets/img/heart-ecg-0123abcd-640x360-squash-center-q75.webp',
      '/assets/img/heart-ecg-0123abcd-640x360-cover-middle-q75.webp',
      '/assets/img/heart-ecg-0123abcd-9999x360-cover-center-q75.webp',
      '/assets/img/heart-ecg-0123abcd-0x360-cover-center-q75.webp',
      '/assets/img/heart-ecg-0123abcd-640x360-cover-center-q101.webp',
      '/assets/img/heart-ecg-0123abcd-640x360-cover-center-q0.webp',
      '/assets/img/../secret-0123abcd-640x360-cover-center-q75.webp',
      '/assets/img/..%2Fsecret-0123abcd-640x360-cover-center-q75.webp',
      '/assets/img/Heart-0123abcd-640x360-cover-center-q75.webp',
      '/assets/img/heart-ecg-0123abcd-640x360-cover-center-q75.webp?x=1',
      '/other/heart-ecg-0123abcd-640x360-cover-center-q75.webp',
    ]) {
      expect(parseImageUrl(bad), bad).toBeUndefined()
    }
  })
})

describe('sizes', () => {
  it('parses screen-keyed rules and adds a full-width default', () => {
    expect(parseSizes('md:50vw lg:480')).toEqual([
      { minWidth: 0, size: '100vw' },
      { minWidth: 768, size: '50vw' },
      { minWidth: 1024, size: '480px' },
    ])
  })
  it('writes the sizes attribute most specific first', () => {
    expect(sizesAttribute(parseSizes('100vw md:50vw lg:480px'))).toBe(
      '(min-width: 1024px) 480px, (min-width: 768px) 50vw, 100vw',
    )
  })
  it('rejects unknown screens and units', () => {
    expect(() => parseSizes('huge:50vw')).toThrow(/Unknown screen/)
    expect(() => parseSizes('50%')).toThrow(/Invalid size/)
  })
  it('computes the CSS widths each rule covers', () => {
    expect(cssWidths(parseSizes('100vw'))).toEqual([320, 640, 768, 1024, 1280, 1536])
    expect(cssWidths(parseSizes('100vw md:50vw lg:480px'))).toEqual([320, 480, 512, 640, 768])
  })
})

describe('responsiveImage', () => {
  it('uses 1x and 2x densities of the width without sizes, webp by default', () => {
    const image = responsiveImage(source, { width: 320, height: 240 })
    expect(image.width).toBe(320)
    expect(image.height).toBe(240)
    expect(image.sizes).toBeUndefined()
    expect(image.src).toBe('/assets/img/heart-ecg-0123abcd-320x240-cover-center-q75.webp')
    expect(image.srcSet).toBe(
      '/assets/img/heart-ecg-0123abcd-320x240-cover-center-q75.webp 1x, /assets/img/heart-ecg-0123abcd-640x480-cover-center-q75.webp 2x',
    )
  })

  it('derives the height from the source aspect ratio', () => {
    expect(responsiveImage(source, { width: 800 }).height).toBe(450)
  })

  it('keeps the source aspect ratio for fit inside', () => {
    expect(responsiveImage(source, { width: 800, height: 800, fit: 'inside' }).height).toBe(450)
  })

  it('builds width descriptors for every screen and density, capped at twice the width', () => {
    const image = responsiveImage(source, { width: 1280, height: 720, sizes: '100vw' })
    expect(image.sizes).toBe('100vw')
    const widths = image.srcSet.split(', ').map((c) => Number(/ (\d+)w$/.exec(c)?.[1]))
    expect(widths).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560])
    for (const url of srcsetUrls(image.srcSet)) {
      const parsed = parseImageUrl(url)
      expect(parsed).toBeDefined()
      // Every variant keeps the aspect ratio of the width/height attributes.
      expect(parsed!.variant.height).toBe(Math.round((parsed!.variant.width * 720) / 1280))
    }
    expect(image.src).toBe('/assets/img/heart-ecg-0123abcd-1280x720-cover-center-q75.webp')
  })

  it('honours format, quality, fit and position in every variant', () => {
    const image = responsiveImage(source, {
      width: 400,
      height: 400,
      sizes: '100vw sm:400px',
      format: 'avif',
      quality: 60,
      fit: 'contain',
      position: 'top',
    })
    const urls = srcsetUrls(image.srcSet)
    expect(urls.length).toBeGreaterThan(1)
    for (const url of urls)
      expect(parseImageUrl(url)?.variant).toMatchObject({
        format: 'avif',
        quality: 60,
        fit: 'contain',
        position: 'top',
      })
    expect(Math.max(...urls.map((u) => parseImageUrl(u)!.variant.width))).toBe(800)
  })

  it('never names a variant larger than the limit', () => {
    const tall: ImageSource = { ...source, width: 900, height: 1600 }
    const image = responsiveImage(tall, { width: 1536, sizes: '100vw' })
    for (const url of srcsetUrls(image.srcSet)) {
      const { width, height } = parseImageUrl(url)!.variant
      expect(Math.max(width, height)).toBeLessThanOrEqual(3072)
    }
  })

  it('rejects impossible sizes and qualities', () => {
    expect(() => responsiveImage(source, { width: 0 })).toThrow()
    expect(() => responsiveImage(source, { width: 100, quality: 0 })).toThrow()
  })
})

describe('image plans (the layouts, planned at build time)', () => {
  it('reach the browser as JSON and give it the same image as planning it there', () => {
    for (const [name, layout] of Object.entries(imageLayouts)) {
      const plan = JSON.parse(JSON.stringify(imagePlan(layout))) as ImagePlan
      for (const position of [undefined, 'top'] as const)
        expect(planImage(source, plan, position), name).toEqual(
          responsiveImage(source, { ...layout, position }),
        )
    }
  })

  it('give the hero its widths and sizes attribute', () => {
    const hero = planImage(source, imagePlan(imageLayouts.hero))
    expect(hero).toMatchObject({ width: 1024, height: 576 })
    expect(hero.sizes).toBe('(min-width: 1024px) 560px, 100vw')
    expect(srcsetUrls(hero.srcSet).map((url) => parseImageUrl(url)?.variant.width)).toEqual([
      320, 560, 640, 768, 1024, 1120, 1280, 1536, 2048,
    ])
  })

  it('need the source’s shape for an image without a height', () => {
    expect(() => imagePlan({ width: 800 })).toThrow(/needs the source/)
    expect(imagePlan({ width: 800 }, 900 / 1600).height).toBe(450)
  })
})
