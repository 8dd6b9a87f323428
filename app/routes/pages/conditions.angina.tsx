import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/angina.ts'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'Angina is chest discomfort that occurs when the heart muscle does not get enough oxygen-rich blood.',
})

export const Route = createFileRoute('/{-$lang}/conditions/angina')({
  head: medicalHead('angina', description),
  loader: loadPageText,
  component: () => <MedicalPage id="angina" description={description} content={content} />,
})
