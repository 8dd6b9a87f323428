// Inline in <head>, serialised with toString: browser globals and untranspiled syntax only (ADR 0012).

export function setFallbackPopupOpen(panel: HTMLElement, open: boolean): void {
  if (open) panel.setAttribute('data-open', '')
  else panel.removeAttribute('data-open')
  const buttons = document.querySelectorAll('button[popovertarget="' + panel.id + '"]')
  for (let i = 0; i < buttons.length; i++) buttons[i]!.setAttribute('aria-expanded', String(open))
}

/** Under its button, aligned left, or right with `data-align="end"` or near the window's edge (ADR 0012). */
export function placePopup(panel: HTMLElement): void {
  const button = document.querySelector('button[popovertarget="' + panel.id + '"]')
  if (!button) return
  const anchor = button.getBoundingClientRect()
  const width = panel.offsetWidth
  let left = anchor.left
  if (panel.getAttribute('data-align') === 'end' || left + width > window.innerWidth - 8)
    left = anchor.right - width
  panel.style.transform = 'none'
  panel.style.top = anchor.bottom + 'px'
  panel.style.left = Math.max(8, left) + 'px'
}

export function earlyFallbacks(
  setPopupOpen: typeof setFallbackPopupOpen,
  place: typeof placePopup,
): void {
  const doc = document
  const closest = (target: EventTarget | null, selector: string): HTMLElement | null =>
    target instanceof Element ? target.closest<HTMLElement>(selector) : null

  if (!('command' in HTMLButtonElement.prototype)) {
    doc.addEventListener('click', function (event) {
      const button = closest(event.target, 'button[commandfor]')
      const dialog = button && doc.getElementById(button.getAttribute('commandfor') || '')
      if (!button || !(dialog instanceof HTMLDialogElement)) return
      const command = button.getAttribute('command')
      if (command === 'show-modal' && !dialog.open) dialog.showModal()
      else if ((command === 'close' || command === 'request-close') && dialog.open) dialog.close()
    })
  }

  if (typeof HTMLDialogElement !== 'undefined' && !('closedBy' in HTMLDialogElement.prototype)) {
    // A press that starts and ends on the dialog element itself, outside its box, is the backdrop.
    let pressed: EventTarget | null = null
    doc.addEventListener('pointerdown', function (event) {
      pressed = event.target
    })
    doc.addEventListener('click', function (event) {
      const dialog = event.target
      if (!(dialog instanceof HTMLDialogElement) || !dialog.open || pressed !== dialog) return
      if (dialog.getAttribute('closedby') !== 'any') return
      const box = dialog.getBoundingClientRect()
      const x = event.clientX
      const y = event.clientY
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) dialog.close()
    })
  }

  if (!Object.prototype.hasOwnProperty.call(HTMLElement.prototype, 'popover')) {
    const openPanels = (): HTMLElement[] =>
      Array.from(doc.querySelectorAll<HTMLElement>('[popover][data-open]'))
    const buttonOf = (panel: HTMLElement): HTMLElement | null =>
      doc.querySelector('button[popovertarget="' + panel.id + '"]')
    doc.addEventListener('DOMContentLoaded', function () {
      const buttons = doc.querySelectorAll('button[popovertarget]')
      for (let i = 0; i < buttons.length; i++) buttons[i]!.setAttribute('aria-expanded', 'false')
    })
    doc.addEventListener('click', function (event) {
      const button = closest(event.target, 'button[popovertarget]')
      const panel = button && doc.getElementById(button.getAttribute('popovertarget') || '')
      if (!panel) return
      const open = panel.hasAttribute('data-open')
      openPanels().forEach(function (other) {
        setPopupOpen(other, false)
      })
      if (open) return
      setPopupOpen(panel, true)
      place(panel)
    })
    doc.addEventListener('pointerdown', function (event) {
      openPanels().forEach(function (panel) {
        const target = event.target as Node
        const button = buttonOf(panel)
        if (!panel.contains(target) && !(button && button.contains(target)))
          setPopupOpen(panel, false)
      })
    })
    doc.addEventListener('keydown', function (event) {
      if (event.key !== 'Escape') return
      openPanels().forEach(function (panel) {
        const button = buttonOf(panel)
        const focusWasInside = panel.contains(doc.activeElement) || button === doc.activeElement
        setPopupOpen(panel, false)
        if (button && focusWasInside) button.focus()
      })
    })
  } else {
    // `toggle` comes a task after the panel shows: invisible from `beforetoggle` until placed.
    const popupOf = (event: Event): HTMLElement | null =>
      event.target instanceof HTMLElement && event.target.classList.contains('popup')
        ? event.target
        : null
    doc.addEventListener(
      'beforetoggle',
      function (event) {
        const panel = popupOf(event)
        if (panel && (event as Event & { newState?: string }).newState === 'open')
          panel.style.visibility = 'hidden'
      },
      true,
    )
    doc.addEventListener(
      'toggle',
      function (event) {
        const panel = popupOf(event)
        if (!panel) return
        if ((event as Event & { newState?: string }).newState === 'open') place(panel)
        panel.style.visibility = ''
      },
      true,
    )
  }
}

export function earlyFallbackScript(): string {
  return `(${earlyFallbacks.toString()})(${setFallbackPopupOpen.toString()},${placePopup.toString()})`
}
