import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Thank you for your enquiry`
const description = msg`We have received your enquiry. Our clinic team will contact you during opening hours.`

export const Route = createFileRoute('/{-$lang}/thank-you')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
