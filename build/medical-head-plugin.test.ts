import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { conditionRows, serviceRows } from '../app/site/medical-pages.ts'
import { descriptionOnly } from './medical-head-plugin.ts'

const contentDir = join(import.meta.dirname, '..', 'app', 'content', 'medical')

describe('a content module’s ?head', () => {
  for (const { slug } of [...Object.values(serviceRows), ...Object.values(conditionRows)])
    it(`${slug}.ts: is its description and the macro import alone`, async () => {
      const file = join(contentDir, `${slug}.ts`)
      const head = await descriptionOnly(readFileSync(file, 'utf8'), file)
      expect(head).toMatch(
        /^import \{ msg \} from '@lingui\/core\/macro'\nexport const description = msg/,
      )
      expect(head).not.toMatch(/\bcontent\b|from '\.\.?\//)
    })

  it('names the module that has no description', async () => {
    await expect(descriptionOnly('export const content = {}\n', 'x.ts')).rejects.toThrow(
      /x\.ts: a content module exports its page's description/,
    )
  })
})
