// The light DOM stays React's: the shadow copy follows its changes with a MutationObserver.
import { jaModel, Parser } from 'budoux'

const parser = new Parser(jaModel)

// No class field: for Safari 15 it needs a helper from the main bundle, and its preloads.
class JapanesePhrases extends HTMLElement {
  declare private observer: MutationObserver

  constructor() {
    super()
    this.observer = new MutationObserver(() => this.render())
  }

  connectedCallback() {
    if (!this.shadowRoot) this.attachShadow({ mode: 'open' })
    this.render()
    this.observer.observe(this, { characterData: true, childList: true, subtree: true })
  }

  disconnectedCallback() {
    this.observer.disconnect()
  }

  private render() {
    const phrases = parser.parse(this.textContent ?? '')
    this.shadowRoot!.replaceChildren(
      ...phrases.flatMap((phrase, index) =>
        index === 0 ? [phrase] : [document.createElement('wbr'), phrase],
      ),
    )
  }
}

if (!customElements.get('jp-phrases')) customElements.define('jp-phrases', JapanesePhrases)
