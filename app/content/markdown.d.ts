/** `*.md` imports are HTML strings rendered at build time (app/content/markdown-plugin.server.ts). */
declare module '*.md' {
  const html: string
  export default html
}
