import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/cardiac-rehabilitation.ts'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English. Supervised by the care team.',
  message:
    'A supervised programme of exercise, education and support after a heart attack, angioplasty or heart surgery.',
})

export const Route = createFileRoute('/{-$lang}/services/cardiac-rehabilitation')({
  head: medicalHead('cardiacRehabilitation', description),
  loader: loadPageText,
  component: () => (
    <MedicalPage id="cardiacRehabilitation" description={description} content={content} />
  ),
})
