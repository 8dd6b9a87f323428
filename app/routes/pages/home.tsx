import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Heart specialist care in Singapore`
const description = msg`A private cardiology clinic in Singapore offering consultations, heart screening, diagnostic tests and treatment for heart conditions.`

export const Route = createFileRoute('/{-$lang}/')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
