import { DatabaseSync } from 'node:sqlite'
import { test, type Page } from '@playwright/test'
import { enquiryDbPath } from '../../../playwright.config.ts'

// Its own address per test, so the per-address rate limit never mixes tests.
let addressCounter = 0
export async function fromOwnAddress(page: Page) {
  const info = test.info()
  const ip = `10.${info.workerIndex % 250}.${info.retry}.${++addressCounter}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
  return ip
}

export function storedEnquiry(name: string) {
  const db = new DatabaseSync(enquiryDbPath, { readOnly: true })
  try {
    const enquiry = db.prepare('SELECT * FROM enquiries WHERE name = ?').get(name) as
      Record<string, unknown> | undefined
    const outbox = enquiry
      ? (db
          .prepare('SELECT status FROM outbox WHERE enquiry_id = ?')
          .all(enquiry['id'] as number) as { status: string }[])
      : []
    return { enquiry, outbox }
  } finally {
    db.close()
  }
}

export async function fillValid(page: Page, name: string) {
  await page.locator('input[name=name]').fill(name)
  await page.locator('input[name=phone]').fill('9123 4567')
  await page.locator('input[name=email]').fill('patient@example.com')
  await page.locator('textarea[name=message]').fill('I would like to book a heart screening.')
  await page.locator('input[name=pdpaConsent]').check()
}
