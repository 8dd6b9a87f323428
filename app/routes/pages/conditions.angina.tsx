import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Angina`
const description = msg`Angina is chest discomfort that occurs when the heart muscle does not get enough oxygen-rich blood.`

export const Route = createFileRoute('/{-$lang}/conditions/angina')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
