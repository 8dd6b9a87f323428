import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Articles`
const description = msg`General information about heart health, symptoms, tests and treatments.`

export const Route = createFileRoute('/{-$lang}/blog')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
