// Chromium as the oldest supported browsers (docs/testing.md); `:popover-open` throws as old
// Safari's does. `keep.popover`: Safari 17 and 18, Firefox 125 to 146 (popovers, no anchors).
export function legacyBrowser(keep: { popover?: boolean; builtins?: boolean } = {}) {
  const gone = (proto: object, names: string[]) => {
    for (const name of names) delete (proto as Record<string, unknown>)[name]
  }
  if (!keep.popover) {
    gone(HTMLElement.prototype, ['popover', 'showPopover', 'hidePopover', 'togglePopover'])
    gone(HTMLButtonElement.prototype, ['popoverTargetElement', 'popoverTargetAction'])
    gone(HTMLInputElement.prototype, ['popoverTargetElement', 'popoverTargetAction'])
    delete (window as unknown as Record<string, unknown>)['ToggleEvent']
  }
  gone(HTMLButtonElement.prototype, ['command', 'commandForElement'])
  gone(HTMLDialogElement.prototype, ['closedBy', 'requestClose'])
  delete (window as unknown as Record<string, unknown>)['CommandEvent']
  // Newer than Safari 15.4, Chrome 105 or Firefox 115; the build compiles syntax, not these.
  if (!keep.builtins) removeBuiltins()
  function removeBuiltins() {
    gone(Array.prototype, ['toSorted', 'toReversed', 'toSpliced', 'with'])
    gone(Array, ['fromAsync'])
    gone(Object, ['groupBy'])
    gone(Map, ['groupBy'])
    gone(Promise, ['withResolvers'])
    gone(String.prototype, ['isWellFormed', 'toWellFormed'])
    gone(Set.prototype, [
      'union',
      'intersection',
      'difference',
      'symmetricDifference',
      'isSubsetOf',
      'isSupersetOf',
      'isDisjointFrom',
    ])
    gone(URL, ['canParse', 'parse'])
    gone(AbortSignal, ['any'])
    gone(Element.prototype, ['checkVisibility'])
    gone(ArrayBuffer.prototype, ['transfer', 'resize'])
    gone(window, ['requestIdleCallback', 'cancelIdleCallback', 'scheduler', 'Iterator'])
    delete (Intl as unknown as Record<string, unknown>)['Segmenter']
  }

  // The browser itself still acts on the attributes: cancelling the click cancels a button's
  // activation behaviour (opening a popover, running a command), as if it did not know them.
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const removed = keep.popover
        ? 'button[commandfor]'
        : 'button[popovertarget], button[commandfor]'
      if (target?.closest(removed)) event.preventDefault()
    },
    true,
  )

  const unsupported = keep.popover
    ? /anchor|position-area|position-try|auto-phrase/
    : /popover-open|anchor|position-area|position-try|auto-phrase/
  const refuse = (selectors: string) => {
    if (!keep.popover && /:popover-open/.test(selectors))
      throw new DOMException(`'${selectors}' is not a valid selector.`, 'SyntaxError')
  }
  for (const proto of [Document.prototype, Element.prototype, DocumentFragment.prototype]) {
    for (const name of ['querySelector', 'querySelectorAll'] as const) {
      const original = (proto as unknown as Record<string, (s: string) => unknown>)[name]
      if (!original) continue
      Object.defineProperty(proto, name, {
        configurable: true,
        writable: true,
        value(this: ParentNode, selectors: string) {
          refuse(String(selectors))
          return original.call(this, selectors)
        },
      })
    }
  }
  for (const name of ['matches', 'closest', 'webkitMatchesSelector'] as const) {
    const original = (Element.prototype as unknown as Record<string, (s: string) => unknown>)[name]
    if (!original) continue
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      writable: true,
      value(this: Element, selectors: string) {
        refuse(String(selectors))
        return original.call(this, selectors)
      },
    })
  }
  const supports = CSS.supports.bind(CSS)
  CSS.supports = (...args: [string] | [string, string]) =>
    unsupported.test(args.join(' ')) ? false : supports(...(args as [string, string]))

  // @supports blocks about these features as an old browser reads them, rewritten when parsing
  // ends, before the page's module scripts run.
  const rewrite = (list: CSSRuleList, owner: CSSStyleSheet | CSSGroupingRule) => {
    for (let i = list.length - 1; i >= 0; i--) {
      const rule = list[i]!
      if (rule instanceof CSSSupportsRule && unsupported.test(rule.conditionText)) {
        const negated = /^\s*not\s/.test(rule.conditionText)
        const inner = [...rule.cssRules].map((r) => r.cssText)
        owner.deleteRule(i)
        if (negated) for (const text of inner.reverse()) owner.insertRule(text, i)
      } else if (rule instanceof CSSGroupingRule) rewrite(rule.cssRules, rule)
    }
  }
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return
    for (const sheet of document.styleSheets) rewrite(sheet.cssRules, sheet)
  })
}
