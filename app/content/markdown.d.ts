// Rendered and validated at build time (build/markdown-plugin.ts).
declare module '*.md' {
  export const html: string
  export const meta: import('../../build/front-matter.ts').ArticleMeta
}
declare module '*.md?head' {
  type ArticleMeta = import('../../build/front-matter.ts').ArticleMeta
  export type ArticleHead = Pick<ArticleMeta, 'title' | 'description'>
  export const head: ArticleHead
}
declare module '*.md?meta' {
  export type ArticleMeta = import('../../build/front-matter.ts').ArticleMeta
  export const meta: ArticleMeta
}
