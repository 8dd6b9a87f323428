/**
 * The conditions the site explains: one row per condition page of the page matrix
 * (app/site/pages.ts), in menu order. The row is the one place that names the condition (the
 * Conditions menu, related links and the page's own title and <h1> read it) and gives its
 * illustration.
 */
import { msg } from '@lingui/core/macro'
import type { ConditionPageId, PageId } from '../site/pages.ts'
import type { MedicalTopic } from './services.ts'

// `satisfies Record<ConditionPageId, ...>`: a condition page added to the matrix without a row
// here fails the type check.
export const conditionTable = {
  angina: {
    name: msg({
      comment: 'Conditions menu link; also the title of the page about this condition.',
      message: 'Angina',
    }),
    image: 'angina',
  },
  heartAttack: {
    name: msg({
      comment: 'Conditions menu link; also the title of the page about this condition.',
      message: 'Heart attack',
    }),
    image: 'heart-attack',
  },
  heartDisease: {
    name: msg({
      comment: 'Conditions menu link; also the title of the page about this condition.',
      message: 'Heart disease',
    }),
    image: 'heart-disease',
  },
  arrhythmia: {
    name: msg({
      comment: 'Conditions menu link; also the title of the page about this condition.',
      message: 'Arrhythmia',
    }),
    image: 'arrhythmia',
  },
} as const satisfies Record<ConditionPageId, MedicalTopic>

export const conditionIds = Object.keys(conditionTable) as ConditionPageId[]

export function isConditionPage(id: PageId): id is ConditionPageId {
  return id in conditionTable
}
