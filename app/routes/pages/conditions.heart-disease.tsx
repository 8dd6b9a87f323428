import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/heart-disease.ts'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    "Heart disease covers conditions that affect the heart's arteries, muscle, valves or rhythm.",
})

export const Route = createFileRoute('/{-$lang}/conditions/heart-disease')({
  head: medicalHead('heartDisease', description),
  loader: loadPageText,
  component: () => <MedicalPage id="heartDisease" description={description} content={content} />,
})
