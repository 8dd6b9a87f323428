import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Cardiac stress testing`
const description = msg`A stress test records how the heart works during exercise or medication that makes it work harder.`

export const Route = createFileRoute('/{-$lang}/services/cardiac-stress-testing')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
