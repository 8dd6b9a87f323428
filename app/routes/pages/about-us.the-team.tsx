import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Our clinic team`
const description = msg`The nurses, technologists and patient care staff who work alongside our cardiologist.`

export const Route = createFileRoute('/{-$lang}/about-us/the-team')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
