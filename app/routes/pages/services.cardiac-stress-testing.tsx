import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/cardiac-stress-testing.ts'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'A stress test records how the heart works during exercise or medication that makes it work harder.',
})

export const Route = createFileRoute('/{-$lang}/services/cardiac-stress-testing')({
  head: medicalHead('cardiacStressTesting', description),
  loader: loadPageText,
  component: () => (
    <MedicalPage id="cardiacStressTesting" description={description} content={content} />
  ),
})
