// Child process for the crash-window test: the real back end, configured from the environment,
// delivers to the SMTP server on <smtp-port>, then idles until the test kills it.
import { startEnquiryBackend } from '../backend.server.ts'
import { silentLogger } from '../../log.server.ts'
import { TEST_FORM_SECRET_TEXT } from './fixtures.ts'

const [dbPath, port] = process.argv.slice(2)
if (!dbPath || !port) throw new Error('usage: deliver-once.ts <db-path> <smtp-port>')

startEnquiryBackend({
  logger: silentLogger,
  env: {
    ...process.env,
    ENQUIRY_DB_PATH: dbPath,
    ENQUIRY_FORM_SECRET: TEST_FORM_SECRET_TEXT,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: port,
    SMTP_REQUIRE_TLS: 'false',
    MAIL_FROM: 'Clinic Website <web@clinic.example>',
    MAIL_TO: 'frontdesk@clinic.example',
  },
})
// Keep running (a ref'd timer) until SIGKILL.
setInterval(() => {}, 60_000)
