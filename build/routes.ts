// npm run routes: generated modules, then the route tree (resolving the config runs its generator).
import { fileURLToPath } from 'node:url'
import { resolveConfig } from 'vite'
import { updateGeneratedFiles } from './route-modules.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const changed = await updateGeneratedFiles(root)
await resolveConfig({ root, logLevel: 'warn' }, 'serve')
console.log(
  changed.length > 0
    ? `Wrote ${changed.join(', ')}; the route tree is up to date.`
    : 'The generated files and the route tree are up to date.',
)
