import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Cardiac PET`
const description = msg`A cardiac PET scan shows how well blood reaches the heart muscle, at rest and under stress.`

export const Route = createFileRoute('/{-$lang}/services/cardiac-pet')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
