import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Coronary angiography`
const description = msg`An X-ray test with contrast dye that shows whether the heart arteries are narrowed or blocked.`

export const Route = createFileRoute('/{-$lang}/services/coronary-angiography')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
