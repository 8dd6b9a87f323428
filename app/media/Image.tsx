import sources from 'virtual:site-images'
import { responsiveImage, type ResponsiveImageOptions } from './srcset.ts'

export interface ImageProps extends ResponsiveImageOptions {
  /** A source in app/media/art/ by file name without extension ('heart-ecg'). */
  src: string
  /** Translated alternative text; an empty string marks a decorative image. */
  alt: string
  /** Above the fold (the page's hero): loaded eagerly with fetchpriority="high". Otherwise lazy. */
  priority?: boolean
  className?: string
}

/**
 * A responsive, optimised image: srcset over the site's screen widths at densities 1 and 2
 * (or 1x/2x of a fixed width), webp by default, with width and height attributes so the
 * browser reserves its space before it loads (no layout shift).
 */
export function Image({ src, alt, priority = false, className, ...options }: ImageProps) {
  const source = sources[src]
  // Every page is prerendered, so an unknown name fails the build rather than a visitor's page.
  if (!source) throw new Error(`Unknown image "${src}": add app/media/art/${src}.svg`)
  const image = responsiveImage(source, options)
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}

/** The URL of one variant of a source (e.g. for structured data or social previews). */
export function imageSrc(src: string, options: ResponsiveImageOptions): string {
  const source = sources[src]
  if (!source) throw new Error(`Unknown image "${src}": add app/media/art/${src}.svg`)
  return responsiveImage(source, options).src
}
