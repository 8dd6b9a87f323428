import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`What you need to know about angioplasty`
const description = msg`What happens before, during and after a coronary angioplasty, and what recovery usually involves.`

export const Route = createFileRoute('/{-$lang}/blog/what-you-need-to-know-about-angioplasty')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
