import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/coronary-angiography.ts'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'An X-ray test with contrast dye that shows whether the heart arteries are narrowed or blocked.',
})

export const Route = createFileRoute('/{-$lang}/services/coronary-angiography')({
  head: medicalHead('coronaryAngiography', description),
  loader: loadPageText,
  component: () => (
    <MedicalPage id="coronaryAngiography" description={description} content={content} />
  ),
})
