// Idempotent, so the server's raw path and the router's decoded one agree at hydration.
export function shownPath(pathname: string): string {
  let text: string
  try {
    text = decodeURI(pathname)
  } catch {
    // A malformed escape (a lone %E4): decode each escape that can be, as the router does.
    text = pathname.replace(/%[0-9A-F]{2}/gi, (escape) => {
      try {
        return decodeURI(escape)
      } catch {
        return escape
      }
    })
  }
  return text.replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, (char) =>
    encodeURIComponent(char),
  )
}
