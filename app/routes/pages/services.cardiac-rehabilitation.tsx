import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Cardiac rehabilitation`
const description = msg`A supervised programme of exercise, education and support after a heart event or procedure.`

export const Route = createFileRoute('/{-$lang}/services/cardiac-rehabilitation')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
