// Child process for the log test: the real back end with its default logger submits one enquiry,
// so stdout and stderr are exactly what the server would log.
import { startEnquiryBackend } from '../backend.server.ts'
import { TEST_FORM_SECRET_TEXT, validInput } from './fixtures.ts'

const [dbPath] = process.argv.slice(2)
if (!dbPath) throw new Error('usage: submit-logged.ts <db-path>')

const backend = startEnquiryBackend({
  env: {
    ENQUIRY_DB_PATH: dbPath,
    ENQUIRY_FORM_SECRET: TEST_FORM_SECRET_TEXT,
  },
})
const result = await backend.service.submit(validInput(), { ip: '203.0.113.7' })
await backend.close()
process.exitCode = result.ok ? 0 : 3
