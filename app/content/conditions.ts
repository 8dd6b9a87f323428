/**
 * The conditions the site explains: one row per condition page of the page matrix
 * (app/site/pages.ts), in menu order. The row is the one place that names the condition (the
 * Conditions menu, related links and the page's own title and <h1> read it) and gives its
 * illustration.
 */
import { conditionNames } from './page-names.ts'
import type { ConditionPageId, PageId } from '../site/pages.ts'
import type { MedicalTopic } from './services.ts'

// `satisfies Record<ConditionPageId, ...>`: a condition page added to the matrix without a row
// here fails the type check.
export const conditionTable = {
  angina: {
    name: conditionNames.angina,
    image: 'angina',
  },
  heartAttack: {
    name: conditionNames.heartAttack,
    image: 'heart-attack',
  },
  heartDisease: {
    name: conditionNames.heartDisease,
    image: 'heart-disease',
  },
  arrhythmia: {
    name: conditionNames.arrhythmia,
    image: 'arrhythmia',
  },
} as const satisfies Record<ConditionPageId, MedicalTopic>

export const conditionIds = Object.keys(conditionTable) as ConditionPageId[]

export function isConditionPage(id: PageId): id is ConditionPageId {
  return id in conditionTable
}
