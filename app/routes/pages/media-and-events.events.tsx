import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Events`
const description = msg`Talks, health screenings and community events the clinic takes part in.`

export const Route = createFileRoute('/{-$lang}/media-and-events/events')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
