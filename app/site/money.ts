/** S$1,250 or S$85.50, as en-SG writes it; no Intl formatter while a page hydrates (ADR 0006). */
export function sgd(amount: number): string {
  const [whole = '', cents] = amount.toFixed(Number.isInteger(amount) ? 0 : 2).split('.')
  return `S$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${cents ? `.${cents}` : ''}`
}
