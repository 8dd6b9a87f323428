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
  menuButtonRef: RefObject<HTMLButtonElement | null>
}

const SidebarContext = createContext<SidebarState | null>(null)

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
