// Child process for the disk-full test, under a file-size limit: runs the real outbox worker
// `runs` times and prints one JSON line of what each run returned or threw.
import { openEnquiryDb } from '../db.server.ts'
import { silentLogger } from '../../log.server.ts'
import { startOutboxWorker } from '../outbox.server.ts'
import { smtpConfigFor } from './smtp-sink.ts'

const [dbPath, port, runs] = process.argv.slice(2)
if (!dbPath || !port || !runs) throw new Error('usage: outbox-run.ts <db-path> <smtp-port> <runs>')

const db = openEnquiryDb(dbPath)
const worker = startOutboxWorker({
  db,
  config: { smtp: smtpConfigFor(Number(port)) },
  logger: silentLogger,
  runOnStart: false,
  intervalMs: 60_000,
})
const results: Array<number | string> = []
for (let i = 0; i < Number(runs); i++) {
  try {
    results.push(await worker.runOnce())
  } catch (err) {
    results.push(err instanceof Error ? err.message : String(err))
  }
}
await worker.stop()
db.close()
process.stdout.write(`${JSON.stringify(results)}\n`)
