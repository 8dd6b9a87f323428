// A real size-limited file system for the disk-full tests: a tmpfs of a few MiB mounted on a
// fresh temporary directory (root only: CI runs as root). Test-only.
import { execFileSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Mounting needs root; elsewhere the disk-full tests are skipped and say why. */
export const canMountSmallVolume = process.getuid?.() === 0
export const SMALL_VOLUME_SKIP_REASON =
  'needs root to mount a size-limited tmpfs (run as root, as CI does)'

export interface SmallVolume {
  dir: string
  free(): number
  /** A new filler file of `bytes` (default: every free byte, as a runaway log would). */
  fill(bytes?: number): void
  release(): void
  unmount(): void
}

export function mountSmallVolume(sizeMiB = 2): SmallVolume {
  const dir = mkdtempSync(join(tmpdir(), 'small-volume-'))
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMiB}m,mode=0700`, 'tmpfs', dir])
  const fillers: string[] = []
  const free = () => {
    const stats = statfsSync(dir)
    return stats.bavail * stats.bsize
  }
  return {
    dir,
    free,
    fill(bytes = Infinity) {
      const filler = join(dir, `filler-${fillers.length}`)
      fillers.push(filler)
      const fd = openSync(filler, 'w')
      let left = bytes
      try {
        // Big writes first, then smaller ones down to a byte: to the last byte asked for.
        for (const size of [65_536, 4096, 512, 1]) {
          const chunk = Buffer.alloc(size)
          while (left >= size) {
            try {
              left -= writeSync(fd, chunk)
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break
              throw error
            }
          }
        }
      } finally {
        closeSync(fd)
      }
    },
    release() {
      for (const filler of fillers.splice(0)) rmSync(filler, { force: true })
    },
    unmount() {
      execFileSync('umount', ['-l', dir])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
