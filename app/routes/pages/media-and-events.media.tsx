import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Media`
const description = msg`Articles and interviews in which our doctors share general heart health information.`

export const Route = createFileRoute('/{-$lang}/media-and-events/media')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
