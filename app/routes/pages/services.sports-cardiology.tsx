import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Sports cardiology`
const description = msg`Heart assessment for people who exercise or compete, including pre-participation screening.`

export const Route = createFileRoute('/{-$lang}/services/sports-cardiology')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
