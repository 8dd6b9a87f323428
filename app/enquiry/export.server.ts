import type { EnquiryRecord } from './db.server.ts'

export type CsvValue = string | number | boolean | null | undefined

// Spreadsheets evaluate these as formulas (OWASP "CSV injection"); an apostrophe disarms them.
const FORMULA_START = /^[=+\-@\t\r]/u

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return `"${text.replace(/"/gu, '""')}"`
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

export const ENQUIRY_CSV_HEADER = [
  'id',
  'reference',
  'created_at_utc',
  'locale',
  'source_page',
  'name',
  'phone',
  'email',
  'preferred_contact',
  'preferred_date',
  'preferred_time',
  'message',
  'pdpa_consent',
  'marketing_consent',
  'enquiry_for',
  'notification',
] as const

export function enquiriesToCsv(records: readonly EnquiryRecord[]): string {
  return toCsv([
    ENQUIRY_CSV_HEADER,
    ...records.map((r) => [
      r.id,
      r.ref,
      r.created_at,
      r.locale,
      r.source_page,
      r.name,
      r.phone,
      r.email,
      r.preferred_contact,
      r.preferred_date,
      r.preferred_time,
      r.message,
      r.pdpa_consent ? 'yes' : 'no',
      r.marketing_consent ? 'yes' : 'no',
      r.enquiry_for,
      r.delivery ?? '',
    ]),
  ])
}

export function singaporeDayStartIso(date: string): string {
  return new Date(`${date}T00:00:00+08:00`).toISOString()
}
