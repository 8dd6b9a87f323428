// npm run routes: the generated route modules and article index (route-modules.ts), then the
// route tree, which is TanStack's: resolving the Vite configuration runs its generator, as the
// dev server and the build do. Apart from route-modules.ts, which vite.config.ts imports.
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
