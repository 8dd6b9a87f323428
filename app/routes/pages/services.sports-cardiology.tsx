import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/sports-cardiology.ts'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'Heart assessment for people who exercise or compete, including pre-participation screening.',
})

export const Route = createFileRoute('/{-$lang}/services/sports-cardiology')({
  head: medicalHead('sportsCardiology', description),
  loader: loadPageText,
  component: () => (
    <MedicalPage id="sportsCardiology" description={description} content={content} />
  ),
})
