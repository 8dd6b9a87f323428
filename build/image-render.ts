// Node only (the build and the dev server): sharp is never bundled.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import type { ImageSource, ImageVariant } from '../app/media/srcset.ts'

export interface SourceFile extends ImageSource {
  file: string
}

const rasterExtensions = ['.jpg', '.jpeg', '.png', '.webp']

export async function readImageSources(dir: string): Promise<Map<string, SourceFile>> {
  const sources = new Map<string, SourceFile>()
  for (const entry of readdirSync(dir).sort()) {
    const extension = extname(entry).toLowerCase()
    const raster = rasterExtensions.includes(extension)
    if (extension !== '.svg' && !raster) continue
    const name = entry.slice(0, -extension.length)
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))
      throw new Error(`Image source names are lowercase words joined by hyphens: ${entry}`)
    if (sources.has(name)) throw new Error(`Two image sources are named "${name}" in ${dir}`)
    const file = join(dir, entry)
    const bytes = readFileSync(file)
    const { width, height } = raster
      ? await rasterSize(file)
      : svgSize(bytes.toString('utf8'), entry)
    sources.set(name, {
      name,
      file,
      hash: createHash('sha256').update(bytes).digest('hex').slice(0, 8),
      width,
      height,
    })
  }
  return sources
}

async function rasterSize(file: string): Promise<{ width: number; height: number }> {
  const { default: sharp } = await import('sharp')
  const { autoOrient } = await sharp(file).metadata()
  return { width: autoOrient.width, height: autoOrient.height }
}

function svgSize(svg: string, entry: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? ''
  const attr = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1]
  const width = Number(attr('width'))
  const height = Number(attr('height'))
  if (width > 0 && height > 0) return { width, height }
  const viewBox = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root)
  if (viewBox) return { width: Number(viewBox[1]), height: Number(viewBox[2]) }
  throw new Error(`${entry}: the <svg> element needs width/height or a viewBox`)
}

const gravity: Record<ImageVariant['position'], string> = {
  center: 'centre',
  top: 'north',
  right: 'east',
  bottom: 'south',
  left: 'west',
  'top-left': 'northwest',
  'top-right': 'northeast',
  'bottom-left': 'southwest',
  'bottom-right': 'southeast',
  entropy: 'entropy',
  attention: 'attention',
}

export async function renderVariant(source: SourceFile, variant: ImageVariant): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  const sx = variant.width / source.width
  const sy = variant.height / source.height
  const scale =
    variant.fit === 'contain' || variant.fit === 'inside' ? Math.min(sx, sy) : Math.max(sx, sy)
  // librsvg renders one SVG user unit as one pixel at 72 dpi: scale the density to the size needed.
  const density = Math.min(100_000, Math.max(1, 72 * scale * 1.0001))
  const vector = source.file.endsWith('.svg')
  let image = (
    vector
      ? sharp(readFileSync(source.file), { density })
      : sharp(readFileSync(source.file)).rotate()
  ).resize(variant.width, variant.height, {
    fit: variant.fit,
    position: gravity[variant.position],
    background: { r: 255, g: 255, b: 255, alpha: variant.format === 'jpeg' ? 1 : 0 },
    withoutEnlargement: false,
  })
  switch (variant.format) {
    case 'webp':
      image = image.webp({ quality: variant.quality, effort: 5 })
      break
    case 'avif':
      image = image.avif({ quality: variant.quality, effort: 4 })
      break
    case 'png':
      image = image.png({
        compressionLevel: 9,
        palette: variant.quality < 100,
        quality: variant.quality,
      })
      break
    case 'jpeg':
      image = image
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: variant.quality, mozjpeg: true })
      break
  }
  return image.toBuffer()
}

export const contentTypes: Record<ImageVariant['format'], string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpeg: 'image/jpeg',
}
