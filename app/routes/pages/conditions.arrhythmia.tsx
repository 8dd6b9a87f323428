import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/arrhythmia.ts'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message: 'An arrhythmia is a heartbeat that is too fast, too slow or irregular.',
})

export const Route = createFileRoute('/{-$lang}/conditions/arrhythmia')({
  head: medicalHead('arrhythmia', description),
  loader: loadPageText,
  component: () => <MedicalPage id="arrhythmia" description={description} content={content} />,
})
