import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Electrocardiography (ECG)`
const description = msg`An ECG records the heart's electrical activity to check its rhythm and look for signs of strain.`

export const Route = createFileRoute('/{-$lang}/services/electrocardiography')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
