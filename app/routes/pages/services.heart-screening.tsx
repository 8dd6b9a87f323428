import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Heart screening`
const description = msg`Heart screening checks for risk factors and early signs of heart disease before symptoms appear.`

export const Route = createFileRoute('/{-$lang}/services/heart-screening')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
