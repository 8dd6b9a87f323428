// Each problem as one line naming the variable: an operator reads what to fix, not a stack.
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import {
  EnquiryConfigError,
  loadEnquiryConfig,
  readDbPath,
  type EnvSource,
} from '../app/enquiry/config.server.ts'
import { environmentProblems } from '../app/site/config-schema.ts'
import { outboxStaleProblem } from './health.ts'
import { opsProblems } from './ops.ts'
import { proxyTrustProblems } from './proxy.ts'

export function startupProblems(env: EnvSource): string[] {
  const problems = [...environmentProblems(env)]
  const stale = outboxStaleProblem(env)
  if (stale) problems.push(stale)
  problems.push(...proxyTrustProblems(env), ...opsProblems(env))
  try {
    loadEnquiryConfig(env)
  } catch (error) {
    if (!(error instanceof EnquiryConfigError)) throw error
    problems.push(
      ...error.message
        .split('\n')
        .slice(1)
        .map((line) => line.replace(/^- /, '')),
    )
  }
  const dbProblem = databaseDirectoryProblem(readDbPath(env))
  if (dbProblem) problems.push(dbProblem)
  return problems
}

/** The directory too: SQLite writes its -wal file there. */
export function databaseDirectoryProblem(dbPath: string): string | undefined {
  const file = resolve(dbPath)
  const dir = dirname(file)
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    accessSync(dir, constants.W_OK)
    if (existsSync(file)) accessSync(file, constants.R_OK | constants.W_OK)
    return undefined
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error'
    return `ENQUIRY_DB_PATH: the database ${file} cannot be written (${code}); its directory must exist or be creatable and be writable by this user`
  }
}

export function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const [first = '', ...rest] = message
    .split('\n')
    .map((line) => line.trim().replace(/^- /, ''))
    .filter(Boolean)
  return rest.length === 0 ? first : `${first}${first.endsWith(':') ? ' ' : '; '}${rest.join('; ')}`
}
