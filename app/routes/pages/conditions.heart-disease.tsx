import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Heart disease`
const description = msg`Heart disease covers conditions that affect the heart's arteries, muscle, valves or rhythm.`

export const Route = createFileRoute('/{-$lang}/conditions/heart-disease')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
