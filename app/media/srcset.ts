// SPEC section 9. Shared with build/image-plugin.ts: a URL names its source's hash (immutable).

export const screens = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const
export type Screen = keyof typeof screens

export const defaultDensities: readonly number[] = [1, 2]
export const formats = ['webp', 'avif', 'png', 'jpeg'] as const
export const fits = ['cover', 'contain', 'fill', 'inside', 'outside'] as const
export const positions = [
  'center',
  'top',
  'right',
  'bottom',
  'left',
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'entropy',
  'attention',
] as const
export type ImageFormat = (typeof formats)[number]
export type ImageFit = (typeof fits)[number]
export type ImagePosition = (typeof positions)[number]

export const defaultFormat: ImageFormat = 'webp'
export const defaultQuality = 75
export const defaultFit: ImageFit = 'cover'
export const defaultPosition: ImagePosition = 'center'
export const maxVariantSize = 3072
export const imagePathPrefix = '/assets/img/'

export interface ImageSource {
  name: string
  hash: string
  width: number
  height: number
}

export interface ImageVariant {
  width: number
  height: number
  format: ImageFormat
  quality: number
  fit: ImageFit
  position: ImagePosition
}

export function imageUrl(source: Pick<ImageSource, 'name' | 'hash'>, v: ImageVariant): string {
  return `${imagePathPrefix}${source.name}-${source.hash}-${v.width}x${v.height}-${v.fit}-${v.position}-q${v.quality}.${v.format}`
}

// Made on first use: a module-level RegExp would stay in browser bundles, which never parse URLs.
let variantPattern: RegExp | undefined

// Undefined unless every part is in the allowlist: no name can reach outside the source directory.
export function parseImageUrl(
  pathname: string,
): { name: string; hash: string; variant: ImageVariant } | undefined {
  variantPattern ??= new RegExp(
    `^${imagePathPrefix}([a-z0-9]+(?:-[a-z0-9]+)*)-([0-9a-f]{8})-(\\d{1,4})x(\\d{1,4})-(${fits.join('|')})-(${positions.join('|')})-q(\\d{1,3})\\.(${formats.join('|')})$`,
  )
  const match = variantPattern.exec(pathname)
  if (!match) return undefined
  const [, name, hash, w, h, fit, position, q, format] = match
  const width = Number(w)
  const height = Number(h)
  const quality = Number(q)
  if (
    !name ||
    !hash ||
    !(width >= 1 && width <= maxVariantSize) ||
    !(height >= 1 && height <= maxVariantSize) ||
    !(quality >= 1 && quality <= 100)
  ) {
    return undefined
  }
  return {
    name,
    hash,
    variant: {
      width,
      height,
      quality,
      fit: fit as ImageFit,
      position: position as ImagePosition,
      format: format as ImageFormat,
    },
  }
}

export interface SizeRule {
  minWidth: number
  size: string
}

/** Nuxt Image's style: "100vw md:50vw lg:480px"; a bare number is pixels. */
export function parseSizes(sizes: string): SizeRule[] {
  const rules: SizeRule[] = []
  for (const token of sizes.trim().split(/\s+/).filter(Boolean)) {
    const [key, value] = token.includes(':')
      ? (token.split(':', 2) as [string, string])
      : ['', token]
    const minWidth = key === '' ? 0 : screens[key as Screen]
    if (minWidth === undefined)
      throw new Error(
        `Unknown screen "${key}" in sizes "${sizes}" (known: ${Object.keys(screens).join(', ')})`,
      )
    const size = /^\d+(\.\d+)?$/.test(value) ? `${value}px` : value
    if (!/^\d+(\.\d+)?(vw|px)$/.test(size))
      throw new Error(`Invalid size "${value}" in sizes "${sizes}": use vw or px`)
    rules.push({ minWidth, size })
  }
  if (rules.length === 0) throw new Error('sizes is empty')
  rules.sort((a, b) => a.minWidth - b.minWidth)
  if (rules[0]!.minWidth !== 0) rules.unshift({ minWidth: 0, size: '100vw' })
  return rules
}

export function sizesAttribute(rules: readonly SizeRule[]): string {
  return [...rules]
    .reverse()
    .map((rule) =>
      rule.minWidth === 0 ? rule.size : `(min-width: ${rule.minWidth}px) ${rule.size}`,
    )
    .join(', ')
}

export function cssWidths(rules: readonly SizeRule[]): number[] {
  const screenWidths = Object.values(screens)
  const largest = screens['2xl']
  const widths = new Set<number>()
  rules.forEach((rule, index) => {
    const upper = rules[index + 1]?.minWidth ?? largest
    const value = Number.parseFloat(rule.size)
    if (rule.size.endsWith('px')) {
      widths.add(Math.ceil(value))
      return
    }
    for (const screen of [...screenWidths.filter((s) => s > rule.minWidth && s < upper), upper])
      widths.add(Math.ceil((screen * value) / 100))
  })
  return [...widths].sort((a, b) => a - b)
}

export interface ResponsiveImageOptions {
  width: number
  /** Defaults to the source's aspect ratio; ignored for fit inside/outside, which keep it. */
  height?: number
  sizes?: string
  densities?: readonly number[]
  format?: ImageFormat
  quality?: number
  fit?: ImageFit
  position?: ImagePosition
}

export interface ResponsiveImage {
  src: string
  srcSet: string
  sizes: string | undefined
  width: number
  height: number
}

// Everything about an <img> but its source, planned at build time: the browser writes URLs only.
export interface ImagePlan {
  width: number
  height: number
  sizes: string | undefined
  variants: [width: number, height: number, descriptor: string][]
  src: [width: number, height: number]
  format: ImageFormat
  quality: number
  fit: ImageFit
}

export function imagePlan(options: ResponsiveImageOptions, sourceRatio?: number): ImagePlan {
  const fit = options.fit ?? defaultFit
  const keepsAspect = fit === 'inside' || fit === 'outside'
  const width = Math.round(options.width)
  if (!(width >= 1 && width <= maxVariantSize))
    throw new Error(`Image width must be 1..${maxVariantSize}, got ${options.width}`)
  const ratio =
    options.height !== undefined && !keepsAspect ? options.height / options.width : sourceRatio
  if (ratio === undefined) throw new Error('An image plan without a height needs the source')
  const height = Math.max(1, Math.round(width * ratio))
  const densities = options.densities ?? defaultDensities
  const quality = Math.round(options.quality ?? defaultQuality)
  if (!(quality >= 1 && quality <= 100))
    throw new Error(`Image quality must be 1..100, got ${options.quality}`)
  const variant = (w: number): [number, number] => {
    const scale = Math.min(1, maxVariantSize / w, maxVariantSize / (w * ratio))
    const vw = Math.max(1, Math.round(w * scale))
    return [vw, Math.max(1, Math.round(vw * ratio))]
  }
  const base = {
    width,
    height,
    src: variant(width),
    format: options.format ?? defaultFormat,
    quality,
    fit,
  }

  if (options.sizes === undefined) {
    const variants = [...new Set(densities)]
      .sort((a, b) => a - b)
      .map((density): [number, number, string] => [...variant(width * density), `${density}x`])
    return { ...base, sizes: undefined, variants }
  }

  const rules = parseSizes(options.sizes)
  const cap = Math.min(maxVariantSize, width * Math.max(...densities))
  const candidates = new Set<number>()
  for (const cssWidth of cssWidths(rules)) {
    for (const density of densities) candidates.add(Math.min(cap, cssWidth * density))
  }
  const seen = new Set<number>()
  const variants = [...candidates]
    .sort((a, b) => a - b)
    .map(variant)
    .filter(([w]) => !seen.has(w) && seen.add(w))
    .map(([w, h]): [number, number, string] => [w, h, `${w}w`])
  return { ...base, sizes: sizesAttribute(rules), variants }
}

export function planImage(
  source: Pick<ImageSource, 'name' | 'hash'>,
  plan: ImagePlan,
  position: ImagePosition = defaultPosition,
): ResponsiveImage {
  const { format, quality, fit } = plan
  const url = ([width, height]: readonly [number, number, ...unknown[]]) =>
    imageUrl(source, { width, height, format, quality, fit, position })
  return {
    src: url(plan.src),
    srcSet: plan.variants.map((variant) => `${url(variant)} ${variant[2]}`).join(', '),
    sizes: plan.sizes,
    width: plan.width,
    height: plan.height,
  }
}

export function responsiveImage(
  source: ImageSource,
  options: ResponsiveImageOptions,
): ResponsiveImage {
  return planImage(source, imagePlan(options, source.height / source.width), options.position)
}

export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean)
}
