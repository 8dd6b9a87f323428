import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Arrhythmia`
const description = msg`An arrhythmia is a heartbeat that is too fast, too slow or irregular.`

export const Route = createFileRoute('/{-$lang}/conditions/arrhythmia')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
