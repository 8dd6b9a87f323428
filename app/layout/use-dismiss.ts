import { useEffect, useEffectEvent, type RefObject } from 'react'

export type DismissReason = 'outside' | 'escape'

/**
 * Closes a popup (a navigation panel, the chat menu) while it is open: on a pointer press or
 * a focus move outside `ref`'s element, and on Escape anywhere. The caller decides what
 * "close" means and whether to move focus back (it should on Escape).
 * Listeners exist only while the popup is open, so closed popups cost nothing.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
): void {
  const dismiss = useEffectEvent(onDismiss)
  useEffect(() => {
    if (!open) return
    const outside = (event: Event) => {
      const root = ref.current
      if (root && event.target instanceof Node && !root.contains(event.target)) dismiss('outside')
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss('escape')
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('focusin', outside)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('focusin', outside)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, ref])
}
