import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/angioplasty.ts'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'Coronary angioplasty widens a narrowed heart artery with a small balloon, usually followed by a stent.',
})

export const Route = createFileRoute('/{-$lang}/services/angioplasty')({
  head: medicalHead('angioplasty', description),
  loader: loadPageText,
  component: () => <MedicalPage id="angioplasty" description={description} content={content} />,
})
