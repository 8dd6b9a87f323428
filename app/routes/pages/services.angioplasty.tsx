import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Angioplasty`
const description = msg`Coronary angioplasty widens a narrowed heart artery with a small balloon, usually followed by a stent.`

export const Route = createFileRoute('/{-$lang}/services/angioplasty')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
