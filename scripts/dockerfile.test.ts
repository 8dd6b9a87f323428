// The container image's recipe (Dockerfile), checked by parsing it: Docker is not available
// everywhere the tests run. Where it is, the image is also built and its health check run.
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DockerfileParser, type Instruction } from 'dockerfile-ast'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const dockerfile = DockerfileParser.parse(readFileSync(resolve(root, 'Dockerfile'), 'utf8'))
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

/** ARGs declared before the first FROM, with their defaults (the only ones FROM can use). */
const globalArgs = new Map<string, string>()
for (const instruction of dockerfile.getInstructions()) {
  if (instruction.getKeyword() === 'FROM') break
  const [name, value = ''] = (instruction.getArgumentsContent() ?? '').split('=', 2)
  if (instruction.getKeyword() === 'ARG' && name) globalArgs.set(name, value)
}
const expand = (text: string) =>
  text.replace(
    /\$\{(\w+)\}|\$(\w+)/g,
    (_, a: string | undefined, b: string | undefined) => globalArgs.get(a ?? b ?? '') ?? '',
  )

/** The instructions of each stage, in order. */
const stages: { name: string | null; image: string; instructions: Instruction[] }[] = []
for (const instruction of dockerfile.getInstructions()) {
  const from = dockerfile
    .getFROMs()
    .find((f) => f.getRange().start.line === instruction.getRange().start.line)
  if (from)
    stages.push({
      name: from.getBuildStage(),
      image: expand(from.getImage() ?? ''),
      instructions: [],
    })
  else stages.at(-1)?.instructions.push(instruction)
}
const final = stages.at(-1)!
const of = (keyword: string, stage = final) =>
  stage.instructions
    .filter((i) => i.getKeyword() === keyword)
    .map((i) => i.getArgumentsContent() ?? '')
/** COPY instructions of the final stage: the stage they copy from (--from) and their paths. */
const copies = final.instructions
  .filter((i) => i.getKeyword() === 'COPY')
  .map((i) => {
    const flags =
      'getFlags' in i && typeof i.getFlags === 'function'
        ? (i.getFlags() as { getName(): string; getValue(): string | null }[])
        : []
    const paths = (i.getArgumentsContent() ?? '').trim().split(/\s+/)
    return {
      from: flags.find((f) => f.getName() === 'from')?.getValue() ?? null,
      sources: paths.slice(0, -1),
    }
  })
const env = new Map(
  of('ENV')
    .flatMap((content) => content.split(/\s+\\?\s*|\\\n\s*/))
    .map((pair) => pair.split('=', 2) as [string, string])
    .filter(([name]) => name),
)

/** Relative .ts imports reachable from an entry file, and the packages they import. */
function importGraph(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const walk = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const source = readFileSync(resolve(root, file), 'utf8')
    for (const match of source.matchAll(
      /^\s*(?:import|export)\s(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm,
    )) {
      const specifier = match[1] ?? match[2] ?? ''
      if (specifier.startsWith('.')) walk(relative(root, resolve(root, dirname(file), specifier)))
      else if (!specifier.startsWith('node:'))
        packages.add(
          specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : (specifier.split('/')[0] ?? specifier),
        )
    }
  }
  entries.forEach(walk)
  return { files, packages }
}

describe('Dockerfile', () => {
  it('is multi-stage: a build stage, a production-dependencies stage and the final image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3)
    expect(stages.slice(0, -1).every((stage) => stage.name)).toBe(true)
    expect(
      of(
        'RUN',
        stages.find((s) => s.name === 'build'),
      ).join('\n'),
    ).toMatch(/vite build/)
  })

  it('runs the project’s own Node 24 (the `node` devDependency) in every stage', () => {
    const version = pkg.devDependencies.node
    expect(version).toMatch(/^24\.\d+\.\d+$/)
    for (const stage of stages.filter(({ name }) => name !== 'proxy'))
      expect(stage.image).toMatch(
        new RegExp(`^node:${version!.replace(/\./g, '\\.')}(-[a-z0-9-]+)?$`),
      )
  })

  it('builds the proxy: Caddy with the outage pages of the same build', () => {
    const proxy = stages.find(({ name }) => name === 'proxy')!
    expect(proxy.image).toBe('caddy:2')
    expect(of('COPY', proxy)).toEqual([
      '/app/dist/outage /srv/outage',
      'deploy/Caddyfile /etc/caddy/Caddyfile',
    ])
  })

  it('starts the server as a non-root user', () => {
    const users = of('USER')
    expect(users.length).toBeGreaterThan(0)
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/)
    expect(of('CMD').at(-1)).toBe('["node", "server/main.ts"]')
  })

  it('keeps the database on a volume', () => {
    const dbPath = env.get('ENQUIRY_DB_PATH')
    expect(dbPath).toBeDefined()
    const volumes = of('VOLUME').flatMap((v) =>
      v.startsWith('[') ? (JSON.parse(v) as string[]) : v.split(/\s+/),
    )
    expect(volumes).toContain(dirname(dbPath!))
  })

  it('has a HEALTHCHECK on /healthz', () => {
    expect(of('HEALTHCHECK').at(-1)).toMatch(/^(--\S+\s+)*CMD .*\/healthz/s)
  })

  it('puts only production dependencies and the build in the final image', () => {
    // No install in the final stage, and node_modules only from a stage that omits dev dependencies.
    expect(of('RUN').join('\n')).not.toMatch(/npm (ci|install|i)\b/)
    const nodeModules = copies.filter((c) =>
      c.sources.some((path) => path.includes('node_modules')),
    )
    expect(nodeModules).toHaveLength(1)
    const depsStage = stages.find((s) => s.name === nodeModules[0]?.from)
    expect(depsStage).toBeDefined()
    expect(of('RUN', depsStage).join('\n')).toMatch(/npm ci\b[^&]*--omit=dev/)
    // Everything else comes from the build stage, path by path: never the whole context or tree.
    for (const copy of copies) {
      expect(copy.from).not.toBeNull()
      for (const path of copy.sources) expect(path).not.toMatch(/^(\.|\/app)\/?$/)
    }
  })

  it('copies every module the server and the staff tool import, and they import production dependencies only', () => {
    const copied = copies.flatMap((c) => c.sources).map((p) => p.replace(/^\/app\//, ''))
    const { files, packages } = importGraph(['server/main.ts', 'scripts/enquiries.ts'])
    for (const file of files)
      expect(
        copied.some((c) => file === c || file.startsWith(`${c}/`)),
        file,
      ).toBe(true)
    for (const name of packages) expect(Object.keys(pkg.dependencies), name).toContain(name)
    expect(copied).toContain('dist')
  })
})

describe('compose.yaml', () => {
  const compose = readFileSync(resolve(root, 'compose.yaml'), 'utf8')
  it('builds the image with SITE_URL, keeps enquiries on a volume and puts Caddy (TLS) in front', () => {
    expect(compose).toMatch(/SITE_URL: \$\{SITE_URL:\?/)
    expect(compose).toMatch(/- \$\{ENQUIRY_DATA_DIR:-enquiries\}:\/data/)
    expect(compose).toMatch(/target: proxy/)
    expect(compose).toMatch(/['"]443:443['"]/)
    expect(compose).toMatch(/TRUST_PROXY: \$\{TRUST_PROXY:-1\}/)
    expect(readFileSync(resolve(root, 'deploy/Caddyfile'), 'utf8')).toMatch(
      /reverse_proxy web:3000[\s\S]*handle_errors[\s\S]*root \* \{\$OUTAGE_ROOT:\/srv\/outage\}/,
    )
  })
  it("rotates both services' logs, so a flood of requests cannot fill the disk", () => {
    expect(compose).toMatch(
      /x-logging: &logging\n {2}driver: json-file\n {2}options:\n {4}max-size: 10m\n {4}max-file: '5'/,
    )
    expect(compose.match(/^ {4}logging: \*logging$/gmu)).toHaveLength(2)
  })
})

const docker = spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0
describe.skipIf(!docker)('the image (where Docker is available)', () => {
  it('builds, starts as non-root and reports healthy', { timeout: 30 * 60_000 }, () => {
    const tag = 'heart-clinic-test:latest'
    execFileSync(
      'docker',
      ['build', '-t', tag, '--build-arg', 'SITE_URL=https://staging.heartclinic.example', root],
      { stdio: 'inherit' },
    )
    expect(
      execFileSync('docker', ['run', '--rm', '--entrypoint', 'id', tag, '-u'], {
        encoding: 'utf8',
      }).trim(),
    ).not.toBe('0')
    const id = execFileSync('docker', ['run', '-d', '-e', 'OPS_PORT=9100', tag], {
      encoding: 'utf8',
    }).trim()
    try {
      const out = execFileSync(
        'docker',
        [
          'exec',
          id,
          'node',
          '-e',
          "setTimeout(() => fetch('http://127.0.0.1:9100/readyz').then(async (r) => { console.log(r.status, await r.text()) }), 5000)",
        ],
        { encoding: 'utf8' },
      )
      expect(out).toMatch(/^200 .*"writable":true/)
    } finally {
      execFileSync('docker', ['rm', '-f', id], { stdio: 'ignore' })
    }
  })
})
