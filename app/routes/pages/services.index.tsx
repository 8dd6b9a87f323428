import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Our services`
const description = msg`Heart tests and treatments offered at the clinic, from screening and imaging to angioplasty.`

export const Route = createFileRoute('/{-$lang}/services')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
