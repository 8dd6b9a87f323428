// A content module's description alone, for head() (build/medical-head-plugin.ts).
declare module '*.ts?head' {
  export const description: import('@lingui/core').MessageDescriptor
}
