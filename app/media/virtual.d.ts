// From build/image-plugin.ts.
declare module 'virtual:site-images' {
  export const imageHashes: Readonly<Record<string, string>>
  export const imagePlans: Readonly<
    Record<import('./layouts.ts').ImageLayout, import('./srcset.ts').ImagePlan>
  >
}
