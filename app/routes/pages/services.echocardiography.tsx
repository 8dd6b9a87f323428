import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Echocardiography`
const description = msg`An echocardiogram uses ultrasound to show the heart's chambers, valves and pumping action.`

export const Route = createFileRoute('/{-$lang}/services/echocardiography')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
