import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { clinic } from './clinic.ts'
import { conditionRows, serviceRows, type MedicalRow } from './medical-pages.ts'
import { pageIdAt, pageMatrix } from './pages.ts'

const rows = [
  ...Object.entries<MedicalRow>(serviceRows).map(([id, row]) => ({ id, section: 'services', row })),
  ...Object.entries<MedicalRow>(conditionRows).map(([id, row]) => ({
    id,
    section: 'conditions',
    row,
  })),
]
const appFile = (path: string) => new URL(`../${path}`, import.meta.url)

describe('the service and condition rows', () => {
  it('are pages of the matrix, at /<section>/<slug>/ in their languages', () => {
    for (const { id, section, row } of rows) {
      expect(pageIdAt(`/${section}/${row.slug}/`)).toBe(id)
      expect(pageMatrix[id as keyof typeof pageMatrix].langs).toEqual(row.langs)
      expect(row.langs, id).toContain('en')
    }
  })

  it('each have their route module, content module and image', () => {
    for (const { id, section, row } of rows) {
      expect(existsSync(appFile(`routes/generated/${section}.${row.slug}.tsx`)), id).toBe(true)
      expect(existsSync(appFile(`content/medical/${row.slug}.ts`)), id).toBe(true)
      expect(existsSync(appFile(`media/art/${row.image}.svg`)), id).toBe(true)
    }
  })

  it('place each service once in the Services menu', () => {
    const positions = Object.values(serviceRows)
      .map((row) => row.menu)
      .sort((a, b) => a - b)
    expect(positions).toEqual(positions.map((_, index) => index + 1))
  })
})

describe('the names of the service and condition pages', () => {
  // Older patients look for the plain words: the medical name carries them in brackets (menus,
  // cards, related links, the page's title and heading). Names already in plain words stay.
  const plain = new Set(['Heart screening', 'Heart attack', 'Heart disease'])
  const names = rows.map(({ row }) => row.name.message ?? '')

  it('give the plain words with each medical name', () => {
    for (const name of names)
      if (!plain.has(name)) expect(name, name).toMatch(/^[A-Z][^()]+ \([^()]*[a-z]{4,}[^()]*\)$/)
    expect(serviceRows.echocardiography.name.message).toBe('Echocardiography (heart ultrasound)')
    expect(serviceRows.electrocardiography.name.message).toBe(
      'Electrocardiography (ECG, heart tracing)',
    )
  })

  it('keep page titles (name | clinic name) within 75 characters', () => {
    for (const name of names) {
      const title = `${name} | ${clinic.clinicName}`
      expect(title.length, title).toBeLessThanOrEqual(75)
    }
  })
})
