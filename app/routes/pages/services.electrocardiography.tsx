import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/electrocardiography.ts'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    "An ECG records the heart's electrical activity to check its rhythm and look for signs of strain.",
})

export const Route = createFileRoute('/{-$lang}/services/electrocardiography')({
  head: medicalHead('electrocardiography', description),
  loader: loadPageText,
  component: () => (
    <MedicalPage id="electrocardiography" description={description} content={content} />
  ),
})
