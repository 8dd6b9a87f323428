import 'react'

// Invoker commands: React passes these attributes through; @types/react does not list them yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs the same type parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'toggle-popover'
      | 'show-popover'
      | 'hide-popover'
      | `--${string}`
      | undefined
  }
}
