import { describe, expect, it } from 'vitest'
import { csvCell, singaporeDayStartIso, toCsv } from './export.server.ts'

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hi"', '"say ""hi"""'],
    ['a,b', '"a,b"'],
    ['line1\nline2', '"line1\nline2"'],
    ['=1+1', `"'=1+1"`],
    ['+6591234567', `"'+6591234567"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=cmd', `"'\t=cmd"`],
    ['\r=cmd', `"'\r=cmd"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a=b', '"a=b"'],
    [null, '""'],
    [12, '"12"'],
  ])('%j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })
})

describe('toCsv', () => {
  it('uses CRLF record separators', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('"a","b"\r\n"c","d"\r\n')
  })
})

describe('singaporeDayStartIso', () => {
  it('is midnight in Singapore expressed in UTC', () => {
    expect(singaporeDayStartIso('2025-01-01')).toBe('2024-12-31T16:00:00.000Z')
  })
})
