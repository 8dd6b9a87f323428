import { resolve } from 'node:path'
import type { Logger, Plugin } from 'vite'

/** Runs after Start's prerender (also a 'post' step) only when listed after tanstackStart(). */
export function afterPrerender(
  name: string,
  run: (clientDir: string, logger: Logger) => Promise<void>,
): Plugin {
  return {
    name: `clinic:${name}`,
    apply: 'build',
    enforce: 'post',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const client = builder.environments['client']
        if (!client) throw new Error(`${name}: no client environment in this build`)
        await run(resolve(builder.config.root, client.config.build.outDir), builder.config.logger)
      },
    },
  }
}
