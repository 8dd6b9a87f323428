import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Contact us`
const description = msg`Send us an enquiry or call the clinic to arrange a consultation with our cardiologist.`

export const Route = createFileRoute('/{-$lang}/contact-us')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
