// Press coverage on the media page. A link is third-party content the clinic's advertising answers
// for (HCSA advertising reg 16): an item gets one only once someone has read the article against
// the rules (no testimonials, no praise such as "top cardiologist", no patient stories).
export interface PressItem {
  title: string
  outlet: string
  /** YYYY-MM-DD */
  date: string
  /** Only with `checked`: without it the item is listed as title, outlet and date. */
  url?: string
  /** Who read the linked article against the advertising rules, and when (YYYY-MM-DD). */
  checked?: { by: string; on: string }
}

export function isLinkable(item: PressItem): item is PressItem & { url: string } {
  return item.url !== undefined && item.checked !== undefined
}

export function PressList({ items }: { items: readonly PressItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={`${item.outlet} ${item.date} ${item.title}`}>
          {isLinkable(item) ? (
            <a href={item.url} rel="noopener">
              {item.title}
            </a>
          ) : (
            item.title
          )}{' '}
          ({item.outlet}, <time dateTime={item.date}>{item.date}</time>)
        </li>
      ))}
    </ul>
  )
}
