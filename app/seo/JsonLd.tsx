import { serializeJsonLd, type JsonLdObject } from './jsonld.ts'

/** Structured data for the current page, safe to embed (see serializeJsonLd). */
export function JsonLd({ data }: { data: JsonLdObject }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
