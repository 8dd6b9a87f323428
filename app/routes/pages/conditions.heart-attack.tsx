import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/heart-attack.ts'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'A heart attack happens when blood flow to part of the heart muscle is suddenly blocked.',
})

export const Route = createFileRoute('/{-$lang}/conditions/heart-attack')({
  head: medicalHead('heartAttack', description),
  loader: loadPageText,
  component: () => <MedicalPage id="heartAttack" description={description} content={content} />,
})
