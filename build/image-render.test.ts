import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { readImageSources, renderVariant } from './image-render.ts'

const dir = mkdtempSync(join(tmpdir(), 'site-images-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('image sources', () => {
  it('reads photos (the doctor portrait) beside SVG illustrations, with their size and a content hash', async () => {
    writeFileSync(
      join(dir, 'art.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#0f4c5c"/></svg>',
    )
    const photo = await sharp({
      create: { width: 400, height: 500, channels: 3, background: '#c0ffee' },
    })
      .jpeg()
      .toBuffer()
    writeFileSync(join(dir, 'portrait.jpg'), photo)
    writeFileSync(join(dir, 'notes.txt'), 'not an image')
    const sources = await readImageSources(dir)
    expect([...sources.keys()]).toEqual(['art', 'portrait'])
    expect(sources.get('portrait')).toMatchObject({
      width: 400,
      height: 500,
      hash: expect.stringMatching(/^[0-9a-f]{8}$/),
    })
    expect(sources.get('art')).toMatchObject({ width: 160, height: 90 })

    const variant = await renderVariant(sources.get('portrait')!, {
      width: 240,
      height: 300,
      format: 'webp',
      quality: 80,
      fit: 'cover',
      position: 'top',
    })
    expect(await sharp(variant).metadata()).toMatchObject({
      format: 'webp',
      width: 240,
      height: 300,
    })
  })

  it('refuses two sources with one name', async () => {
    const clash = mkdtempSync(join(dir, 'clash-'))
    writeFileSync(
      join(clash, 'a.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    )
    writeFileSync(
      join(clash, 'a.png'),
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    )
    await expect(readImageSources(clash)).rejects.toThrow(/Two image sources are named "a"/)
  })
})
