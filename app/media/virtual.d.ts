// From build/image-plugin.ts.
declare module 'virtual:site-images' {
  /** By file name in app/media/art/ without extension. */
  export const imageHashes: Readonly<Record<string, string>>
  export const imagePlans: Readonly<
    Record<import('./layouts.ts').ImageLayout, import('./srcset.ts').ImagePlan>
  >
}
