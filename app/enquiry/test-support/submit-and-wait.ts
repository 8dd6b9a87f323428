// Child process for the crash-safety test: submits one enquiry through the real service, prints
// "ACK <ref>" on success, then idles until it is killed.
import { openEnquiryDb } from '../db.server.ts'
import { silentLogger } from '../../log.server.ts'
import { startOutboxWorker } from '../outbox.server.ts'
import { createRateLimiter } from '../rate-limit.server.ts'
import { createEnquiryService } from '../service.server.ts'
import { TEST_FORM_SECRET } from './fixtures.ts'

const [dbPath, json] = process.argv.slice(2)
if (!dbPath || !json) throw new Error('usage: submit-and-wait.ts <db-path> <json-input>')

const db = openEnquiryDb(dbPath)
// Without SMTP the worker leaves the row pending, like a server whose mail relay is slow.
const outbox = startOutboxWorker({ db, config: { smtp: null }, logger: silentLogger })
const service = createEnquiryService({
  db,
  outbox,
  limiter: createRateLimiter(),
  logger: silentLogger,
  formSecret: TEST_FORM_SECRET,
})

const result = await service.submit(JSON.parse(json), { ip: '203.0.113.7' })
if (!result.ok) {
  process.stderr.write(`${JSON.stringify(result)}\n`)
  process.exit(1)
}
process.stdout.write(`ACK ${result.id}\n`)
// Keep running (a ref'd timer) until SIGKILL: no clean close of the database.
setInterval(() => {}, 60_000)
