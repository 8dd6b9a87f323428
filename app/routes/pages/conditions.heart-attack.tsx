import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Heart attack`
const description = msg`A heart attack happens when blood flow to part of the heart muscle is suddenly blocked.`

export const Route = createFileRoute('/{-$lang}/conditions/heart-attack')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
