/**
 * `*.md` imports are an article's HTML and front matter, rendered and validated at build time
 * (build/markdown-plugin.ts); `*.md?meta` gives the front matter alone.
 */
declare module '*.md' {
  export const html: string
  export const meta: import('../../build/markdown-plugin.ts').ArticleMeta
}
declare module '*.md?meta' {
  export const meta: import('../../build/markdown-plugin.ts').ArticleMeta
}
