import {
  createContext,
  use,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'

interface SidebarState {
  open: boolean
  setOpen: (open: boolean) => void
  /** The header's menu button: focus returns to it when the sidebar closes. */
  menuButtonRef: RefObject<HTMLButtonElement | null>
}

const SidebarContext = createContext<SidebarState | null>(null)

/**
 * The mobile sidebar's open state, shared by the header's parts (the menu button opens it,
 * the sidebar and its links close it). Nothing else needs it, so it is one small context
 * around the header rather than a global store.
 */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const value = useMemo(() => ({ open, setOpen, menuButtonRef }), [open])
  return <SidebarContext value={value}>{children}</SidebarContext>
}

export function useSidebar(): SidebarState {
  const state = use(SidebarContext)
  if (!state) throw new Error('useSidebar() is used outside <SidebarProvider>')
  return state
}
