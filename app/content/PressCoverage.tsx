// A link is third-party content the clinic answers for (HCSA reg 16): only once someone has read
// the article against the rules (no testimonials, no praise, no patient stories).
export interface PressItem {
  title: string
  outlet: string
  date: string
  url?: string
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
