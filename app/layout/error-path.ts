/**
 * The address an error screen names, as readable text: percent-escapes decoded where they stand
 * for characters (/cn/%E4%B8%AD%E6%96%87/ -> /cn/中文/, %3C -> <), control and bidirectional
 * formatting characters kept escaped so the text shows what was asked for.
 *
 * The browser applies it to the router's path and the server to the request's, when it writes
 * the path into the 404 screen rendered once at start-up (server/not-found.ts): the router has decoded
 * part of its path already, and decoding once more gives the same text as decoding the raw
 * address, so the server's HTML and the hydrating page agree.
 */
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
  // Control characters (\p{Cc}) and the invisible marks that reorder text (bidi controls).
  return text.replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, (char) =>
    encodeURIComponent(char),
  )
}
