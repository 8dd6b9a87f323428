import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Five possible signs of clogged arteries`
const description = msg`Narrowed arteries often cause no symptoms at first. These are five signs that can point to them.`

export const Route = createFileRoute('/{-$lang}/blog/five-possible-signs-of-clogged-arteries')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
