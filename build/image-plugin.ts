// Made with sharp at build time: no image code reaches the browser, the HTML names every variant.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { contentTypes, readImageSources, renderVariant, type SourceFile } from './image-render.ts'
import { imageLayouts } from '../app/media/layouts.ts'
import { imagePathPrefix, imagePlan, parseImageUrl } from '../app/media/srcset.ts'

const virtualId = 'virtual:site-images'
const resolvedVirtualId = `\0${virtualId}`

export function siteImages({
  sourceDir,
  cacheDir,
}: {
  sourceDir: string
  cacheDir: string
}): Plugin {
  let root = process.cwd()

  async function variantFor(
    pathname: string,
    sources: Map<string, SourceFile>,
  ): Promise<{ body: Buffer; type: string } | undefined> {
    const parsed = parseImageUrl(pathname)
    if (!parsed) return undefined
    const source = sources.get(parsed.name)
    if (!source || source.hash !== parsed.hash) return undefined
    const cached = join(resolve(root, cacheDir), pathname.slice(imagePathPrefix.length))
    let body: Buffer
    if (existsSync(cached)) {
      body = readFileSync(cached)
    } else {
      body = await renderVariant(source, parsed.variant)
      mkdirSync(dirname(cached), { recursive: true })
      writeFileSync(cached, body)
    }
    return { body, type: contentTypes[parsed.variant.format] }
  }

  return {
    name: 'site-images',
    enforce: 'post',
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined
    },
    async load(id) {
      if (id !== resolvedVirtualId) return undefined
      const sources = await readImageSources(resolve(root, sourceDir))
      for (const source of sources.values()) this.addWatchFile(source.file)
      const hashes = Object.fromEntries([...sources.values()].map(({ name, hash }) => [name, hash]))
      const plans = Object.fromEntries(
        Object.entries(imageLayouts).map(([layout, options]) => [layout, imagePlan(options)]),
      )
      return `export const imageHashes = ${JSON.stringify(hashes)}\nexport const imagePlans = ${JSON.stringify(plans)}\n`
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '').split('?')[0] ?? ''
        if (!pathname.startsWith(imagePathPrefix)) return next()
        readImageSources(resolve(root, sourceDir))
          .then((sources) => variantFor(pathname, sources))
          .then(
            (image) => {
              if (!image) {
                res.statusCode = 404
                res.end('Not Found')
                return
              }
              res.setHeader('content-type', image.type)
              res.setHeader('cache-control', 'no-cache')
              res.end(image.body)
            },
            (error: unknown) => next(error),
          )
      })
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        const client = builder.environments['client']
        if (!client) throw new Error('site-images: no client environment in this build')
        const outDir = resolve(builder.config.root, client.config.build.outDir)
        const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
          file.endsWith('.html'),
        )
        if (pages.length === 0)
          throw new Error(
            `site-images: no prerendered pages in ${outDir}; is this plugin listed after tanstackStart()?`,
          )
        const urls = new Set<string>()
        const pattern = new RegExp(`${imagePathPrefix.replace(/\//g, '\\/')}[a-z0-9.-]+`, 'g')
        for (const page of pages)
          for (const match of readFileSync(join(outDir, page), 'utf8').matchAll(pattern))
            urls.add(match[0])
        const sources = await readImageSources(resolve(builder.config.root, sourceDir))
        const queue = [...urls].sort()
        const started = Date.now()
        const worker = async () => {
          for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
            const image = await variantFor(url, sources)
            if (!image)
              throw new Error(
                `site-images: ${url} is used in the HTML but names no known source or variant`,
              )
            const target = join(outDir, url)
            mkdirSync(dirname(target), { recursive: true })
            writeFileSync(target, image.body)
          }
        }
        await Promise.all(
          Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, worker),
        )
        builder.config.logger.info(
          `site-images: ${urls.size} image variants in ${imagePathPrefix} (${Date.now() - started} ms)`,
        )
      },
    },
  }
}
