import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Heart attack vs heart failure`
const description = msg`Heart attack and heart failure are different conditions. This article explains how they differ.`

export const Route = createFileRoute('/{-$lang}/blog/heart-attack-vs-heart-failure')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
