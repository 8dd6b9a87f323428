import type { ResponsiveImageOptions } from './srcset.ts'

// Planned at build time (`virtual:site-images`), so no sizes parsing in the page's script.
export const imageLayouts = {
  hero: { width: 1024, height: 576, sizes: '100vw lg:560px' },
  card: { width: 640, height: 360, sizes: '100vw sm:50vw lg:400px' },
  portrait: { width: 240, height: 300, fit: 'cover' },
  portraitLarge: { width: 480, height: 600, fit: 'cover' },
  summary: { width: 320, height: 180 },
} as const satisfies Record<string, ResponsiveImageOptions & { height: number }>

export type ImageLayout = keyof typeof imageLayouts
