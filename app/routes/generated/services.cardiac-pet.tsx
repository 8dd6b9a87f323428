// Made by build/route-modules.ts from the page's row in app/site/medical-pages.ts: do not edit.
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/cardiac-pet.ts'
import { description } from '../../content/medical/cardiac-pet.ts?head'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

export const Route = createFileRoute('/{-$lang}/services/cardiac-pet')({
  head: medicalHead('cardiacPet', description),
  loader: loadPageText,
  component: () => <MedicalPage id="cardiacPet" description={description} content={content} />,
})
