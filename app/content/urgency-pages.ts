// Which pages show which urgency scale; plain data, so the end-to-end tests read the same lists.
import { conditionRows } from '../site/medical-pages.ts'
import type { PageId } from '../site/pages.ts'

export const rhythmScalePages: ReadonlySet<PageId> = new Set<PageId>([
  'arrhythmia',
  'heartDisease',
  'sportsCardiology',
  'blogAttackVsFailure',
])

export function hasChestScale(id: PageId): boolean {
  return id in conditionRows || (id.startsWith('blog') && id !== 'blog')
}

export function hasRhythmScale(id: PageId): boolean {
  return rhythmScalePages.has(id)
}
