import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/echocardiography.ts'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    "An echocardiogram uses ultrasound to show the heart's chambers, valves and pumping action.",
})

export const Route = createFileRoute('/{-$lang}/services/echocardiography')({
  head: medicalHead('echocardiography', description),
  loader: loadPageText,
  component: () => (
    <MedicalPage id="echocardiography" description={description} content={content} />
  ),
})
