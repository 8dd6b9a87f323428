import type { ResponsiveImageOptions } from './srcset.ts'

/**
 * Every way the site shows an image: its width and height attributes (the largest CSS size),
 * how wide it is at each screen (Nuxt-style `sizes`; without it, 1x and 2x of the width) and
 * its fit. The build turns each into a plan (srcset.ts `imagePlan`, in `virtual:site-images`),
 * so the browser only writes the URLs: no sizes parsing in the page's script (ADR 0001).
 */
export const imageLayouts = {
  /** A page's hero: full width on small screens, beside the heading from lg (1024px) up. */
  hero: { width: 1024, height: 576, sizes: '100vw lg:560px' },
  /** A card in a grid of two, then three columns. */
  card: { width: 640, height: 360, sizes: '100vw sm:50vw lg:400px' },
  /** The doctor's portrait beside the credentials. */
  portrait: { width: 240, height: 300, fit: 'cover' },
  /** The doctor's portrait in the doctor page's structured data. */
  portraitLarge: { width: 480, height: 600, fit: 'cover' },
  /** A service's picture in the list of services. */
  summary: { width: 320, height: 180 },
} as const satisfies Record<string, ResponsiveImageOptions & { height: number }>

export type ImageLayout = keyof typeof imageLayouts
