/**
 * An amount in Singapore dollars as en-SG writes it on every page: S$1,250 or S$85.50. Written
 * out, since the browser's first Intl formatter costs tens of milliseconds while a page hydrates
 * (ADR 0006); money.test.ts compares it with Intl.
 */
export function sgd(amount: number): string {
  const [whole = '', cents] = amount.toFixed(Number.isInteger(amount) ? 0 : 2).split('.')
  return `S$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${cents ? `.${cents}` : ''}`
}
