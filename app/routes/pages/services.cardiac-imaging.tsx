import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Cardiac imaging`
const description = msg`Imaging tests such as CT, MRI and nuclear scans help assess the structure and blood supply of the heart.`

export const Route = createFileRoute('/{-$lang}/services/cardiac-imaging')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
