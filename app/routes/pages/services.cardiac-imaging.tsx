import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/cardiac-imaging.ts'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'Imaging tests such as CT, MRI and nuclear scans help assess the structure and blood supply of the heart.',
})

export const Route = createFileRoute('/{-$lang}/services/cardiac-imaging')({
  head: medicalHead('cardiacImaging', description),
  loader: loadPageText,
  component: () => <MedicalPage id="cardiacImaging" description={description} content={content} />,
})
