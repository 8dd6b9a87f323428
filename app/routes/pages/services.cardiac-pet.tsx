import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/cardiac-pet.ts'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'A cardiac PET scan shows how well blood reaches the heart muscle, at rest and under stress.',
})

export const Route = createFileRoute('/{-$lang}/services/cardiac-pet')({
  head: medicalHead('cardiacPet', description),
  loader: loadPageText,
  component: () => <MedicalPage id="cardiacPet" description={description} content={content} />,
})
