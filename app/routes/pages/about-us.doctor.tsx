import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Our lead cardiologist`
const description = msg`Meet the consultant cardiologist who leads the clinic: training, areas of practice and how to book a consultation.`

export const Route = createFileRoute('/{-$lang}/about-us/dr-alex-tan')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
