// Made by build/route-modules.ts from the page's row in app/site/medical-pages.ts: do not edit.
import { createFileRoute } from '@tanstack/react-router'
import { content } from '../../content/medical/angina.ts'
import { description } from '../../content/medical/angina.ts?head'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

export const Route = createFileRoute('/{-$lang}/conditions/angina')({
  head: medicalHead('angina', description),
  loader: loadPageText,
  component: () => <MedicalPage id="angina" description={description} content={content} />,
})
