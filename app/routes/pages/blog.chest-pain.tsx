import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SimplePage } from '../../layout/SimplePage.tsx'
import { pageHead } from '../../seo/head.ts'

const title = msg`Different causes of heart or chest pain`
const description = msg`Chest pain has many possible causes, from the heart, lungs, stomach or muscles. Here is an overview.`

export const Route = createFileRoute('/{-$lang}/blog/different-causes-of-heart-or-chest-pain')({
  head: pageHead(title, description),
  component: () => <SimplePage title={title} lead={description} />,
})
