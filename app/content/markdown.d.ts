/** `*.md` imports are HTML strings rendered at build time (build/markdown-plugin.ts). */
declare module '*.md' {
  const html: string
  export default html
}
