import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/heart-screening.ts'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'Heart screening checks for risk factors and early signs of heart disease before symptoms appear.',
})

export const Route = createFileRoute('/{-$lang}/services/heart-screening')({
  head: medicalHead('heartScreening', description),
  loader: loadPageText,
  component: () => <MedicalPage id="heartScreening" description={description} content={content} />,
})
