import { imageHashes, imagePlans } from 'virtual:site-images'
import type { ImageLayout } from './layouts.ts'
import { planImage, type ImagePosition, type ResponsiveImage } from './srcset.ts'

export interface ImageProps {
  src: string
  layout: ImageLayout
  position?: ImagePosition
  alt: string
  priority?: boolean
  className?: string
}

function image(src: string, layout: ImageLayout, position?: ImagePosition): ResponsiveImage {
  const hash = imageHashes[src]
  // Every page is prerendered, so an unknown name fails the build rather than a visitor's page.
  if (!hash) throw new Error(`Unknown image "${src}": add app/media/art/${src}.svg`)
  return planImage({ name: src, hash }, imagePlans[layout], position)
}

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

export function imageSrc(src: string, layout: ImageLayout, position?: ImagePosition): string {
  return image(src, layout, position).src
}
