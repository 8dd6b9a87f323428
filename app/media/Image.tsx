import { imageHashes, imagePlans } from 'virtual:site-images'
import type { ImageLayout } from './layouts.ts'
import { planImage, type ImagePosition, type ResponsiveImage } from './srcset.ts'

export interface ImageProps {
  /** A source in app/media/art/ by file name without extension ('heart-ecg'). */
  src: string
  /** How it is shown (app/media/layouts.ts): its size, srcset and sizes. */
  layout: ImageLayout
  /** What the crop keeps (default: the centre). */
  position?: ImagePosition
  /** Translated alternative text; an empty string marks a decorative image. */
  alt: string
  /** Above the fold (the page's hero): loaded eagerly with fetchpriority="high". Otherwise lazy. */
  priority?: boolean
  className?: string
}

function image(src: string, layout: ImageLayout, position?: ImagePosition): ResponsiveImage {
  const hash = imageHashes[src]
  // Every page is prerendered, so an unknown name fails the build rather than a visitor's page.
  if (!hash) throw new Error(`Unknown image "${src}": add app/media/art/${src}.svg`)
  return planImage({ name: src, hash }, imagePlans[layout], position)
}

/**
 * A responsive, optimised image: srcset over the site's screen widths at densities 1 and 2
 * (or 1x/2x of a fixed width), webp by default, with width and height attributes so the
 * browser reserves its space before it loads (no layout shift).
 */
export function Image({ src, layout, position, alt, priority = false, className }: ImageProps) {
  const responsive = image(src, layout, position)
  return (
    <img
      src={responsive.src}
      srcSet={responsive.srcSet}
      sizes={responsive.sizes}
      width={responsive.width}
      height={responsive.height}
      alt={alt}
      className={className}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}

/** The URL of a source at a layout's own size (e.g. for structured data or social previews). */
export function imageSrc(src: string, layout: ImageLayout, position?: ImagePosition): string {
  return image(src, layout, position).src
}
