// Child process, like a backup mid-write: takes the write lock, prints "LOCKED", and holds it
// until its standard input is closed.
import { DatabaseSync } from 'node:sqlite'

const [dbPath] = process.argv.slice(2)
if (!dbPath) throw new Error('usage: hold-lock.ts <db-path>')
const db = new DatabaseSync(dbPath, { timeout: 5000 })
db.exec('BEGIN IMMEDIATE')
process.stdout.write('LOCKED\n')
process.stdin.resume()
process.stdin.on('end', () => {
  db.exec('COMMIT')
  db.close()
  process.exit(0)
})
