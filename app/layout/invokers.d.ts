import 'react'

/**
 * Invoker Commands (HTML): a button opens or closes a dialog or popover by id, without script.
 * React passes these lowercase attributes through; @types/react does not list them yet.
 */
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
