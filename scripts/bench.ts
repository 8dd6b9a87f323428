// npm run bench: prints figures, asserts nothing (sections, settings: docs/operations.md, "Bench").
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:http'
import { dirname, extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium, type Browser } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { insertEnquiry, listOutbox, openEnquiryDb } from '../app/enquiry/db.server.ts'
import { silentLogger } from '../app/log.server.ts'
import { startOutboxWorker } from '../app/enquiry/outbox.server.ts'
import { validEnquiry } from '../app/enquiry/test-support/fixtures.ts'
import { smtpConfigFor, startSmtpSink } from '../app/enquiry/test-support/smtp-sink.ts'
import type { Locale } from '../app/i18n/locales.ts'
import { pageHref, type PageId } from '../app/site/pages.ts'
import { BUILD_SETTINGS_FILE } from '../server/build-settings.ts'
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM, HEADLESS_SHELL, installedChromium } from './browser.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const chromePath = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined
const sizesBrowserPath = installedChromium([DEBIAN_CHROMIUM, HEADLESS_SHELL])
// Precompressed like the first, so its sizes are as sent (ADR 0010: consent before the container).
const gtmBuild = { gtmId: 'GTM-E2ETEST1', dir: 'dist-gtm-bench' }
const gtmEnv = { GTM_ID: gtmBuild.gtmId, BUILD_OUT_DIR: gtmBuild.dir, DIST_DIR: gtmBuild.dir }
const gtmKey = (href: string) => `GTM_ID ${href}`
const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS]
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const pageTypes: { type: string; id: PageId }[] = [
  { type: 'home', id: 'home' },
  { type: 'service', id: 'angioplasty' },
  { type: 'condition', id: 'angina' },
  { type: 'article', id: 'blogChestPain' },
  { type: 'doctor', id: 'doctor' },
  { type: 'contact', id: 'contact' },
  { type: 'services index', id: 'servicesIndex' },
  { type: 'team', id: 'team' },
  { type: 'blog index', id: 'blog' },
  { type: 'events', id: 'events' },
  { type: 'media', id: 'media' },
  { type: 'fees', id: 'feesAndInsurance' },
  { type: 'privacy', id: 'privacyPolicy' },
  { type: 'overseas', id: 'overseasPatients' },
  { type: 'thank-you', id: 'thankYou' },
]
const lighthouseTypes = new Set(['home', 'service', 'condition', 'article', 'contact'])
const benchLocales: Locale[] = ['en', 'cn']
const homeHrefs = benchLocales.flatMap((locale) => pageHref('home', locale) ?? [])
const sizePages = pageTypes.flatMap(({ type, id }) =>
  benchLocales.flatMap((locale) => {
    const href = pageHref(id, locale)
    return href ? [{ type, href }] : []
  }),
)
const lighthouseOnly = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim())
const lighthousePages = sizePages.filter(
  ({ type }) => lighthouseTypes.has(type) && (!lighthouseOnly || lighthouseOnly.includes(type)),
)

const lastFile = join(root, 'bench', 'last.json')
interface LastFigures {
  sizes?: Record<string, { jsGzip: number; jsBrotli: number; htmlGzip: number }>
  lighthouse?: Record<
    string,
    {
      perf: number
      lcp: number
      tbt: number
      cls: number
      lcpWithout?: number
      tbtWithout?: number
      /** The longest task Lighthouse puts on a script file, and their blocking time. */
      scriptTaskMax?: number
      scriptTbt?: number
      /** The longest task as shipped, and what Lighthouse attributes it to. */
      taskMax?: number
      taskMaxOf?: string
    }
  >
  /** The machine's yardstick (ADR 0023): the outage page's TBT, and the load while measuring. */
  calibration?: { outageTbt: number; outageTbtRange: string; load: string; cpus: string }
}
const last: LastFigures = existsSync(lastFile)
  ? (JSON.parse(readFileSync(lastFile, 'utf8')) as LastFigures)
  : {}
const current: LastFigures = { ...last }
function saveFigures() {
  mkdirSync(dirname(lastFile), { recursive: true })
  writeFileSync(lastFile, `${JSON.stringify(current, null, 2)}\n`)
}
function delta(now: number, before: number | undefined, digits = 1) {
  if (before === undefined) return 'new'
  const d = now - before
  if (Math.abs(d) < 0.5 * 10 ** -digits) return '='
  return `${d > 0 ? '+' : ''}${d.toFixed(digits)}`
}
/** ADR 0001: home page JavaScript, gzip as sent. */
const jsTargetKb = 114
const jsCeilingKb = 125

function section(title: string) {
  console.log(`\n## ${title}\n`)
}

function table(rows: Record<string, string | number>[]) {
  if (rows.length === 0) return
  const headers = Object.keys(rows[0]!)
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  console.log(line(headers))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const row of rows) console.log(line(headers.map((h) => String(row[h]))))
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

function viteBuild(env: Record<string, string> = {}): number {
  const started = performance.now()
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'pipe',
      encoding: 'utf8',
    },
  )
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`)
  return (performance.now() - started) / 1000
}

function builtAt(dir: string): number {
  const entry = join(root, dir, 'server', 'server.js')
  return existsSync(entry) ? statSync(entry).mtimeMs : 0
}

function gtmBuildCurrent(): boolean {
  const settings = join(root, gtmBuild.dir, 'server', BUILD_SETTINGS_FILE)
  if (!existsSync(settings) || builtAt(gtmBuild.dir) < builtAt('dist')) return false
  const built = JSON.parse(readFileSync(settings, 'utf8')) as { gtmId?: unknown }
  return built.gtmId === gtmBuild.gtmId
}

async function startServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ENQUIRY_DB_PATH: join(root, 'test-results', `bench-${port}.db`),
      ...env,
    },
    stdio: 'ignore',
  })
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) return child
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGTERM')
  throw new Error(`server on port ${port} did not start`)
}

function startStaticReference(
  port: number,
  dir = join(root, 'dist', 'client'),
): Promise<() => void> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
  }
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!))
    let file = join(dir, path)
    if (!file.startsWith(dir)) return void res.writeHead(400).end()
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!existsSync(file)) return void res.writeHead(404).end('Not found')
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(res)
  })
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(() => server.close())),
  )
}

async function transferSizes(browser: Browser, base: string, path: string) {
  const page = await browser.newPage()
  const urls = new Map<string, string>()
  page.on('request', (request) => urls.set(request.url(), request.resourceType()))
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
  const inlineCss = await page.evaluate(() =>
    [...document.querySelectorAll('style')].reduce(
      (sum, style) => sum + (style.textContent?.length ?? 0),
      0,
    ),
  )
  await page.close()
  const scripts: { file: string; gzip: number; br: number }[] = []
  const totals = {
    requests: urls.size,
    inlineCss,
    scripts,
    js: { gzip: 0, br: 0 },
    css: { gzip: 0, br: 0 },
    html: { gzip: 0, br: 0 },
    other: 0,
  }
  for (const [url, type] of urls) {
    if (!url.startsWith(base)) continue
    const kind =
      type === 'script'
        ? 'js'
        : type === 'stylesheet'
          ? 'css'
          : type === 'document'
            ? 'html'
            : undefined
    const sizes = { gzip: 0, br: 0 }
    for (const encoding of ['gzip', 'br'] as const) {
      const response = await fetch(url, { headers: { 'accept-encoding': encoding } })
      const bytes = Number(
        response.headers.get('content-length') ?? (await response.arrayBuffer()).byteLength,
      )
      sizes[encoding] = bytes
      if (kind) totals[kind][encoding] += bytes
      else if (encoding === 'gzip') totals.other += bytes
    }
    if (kind === 'js') scripts.push({ file: new URL(url).pathname, ...sizes })
  }
  return totals
}

async function runLighthouse(
  url: string,
  withoutScripts = false,
  attempt = 1,
): Promise<Awaited<ReturnType<typeof lighthouseOnce>>> {
  const result = await lighthouseOnce(url, withoutScripts)
  // A trace Chromium failed to record (NO_NAVSTART) says nothing: run again, do not report 0.
  if (result.error && attempt < 3) return runLighthouse(url, withoutScripts, attempt + 1)
  return result
}

/** `withoutScripts`: the same page with every script file blocked, the yardstick of ADR 0019. */
async function lighthouseOnce(url: string, withoutScripts: boolean) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      blockedUrlPatterns: withoutScripts ? ['*.js'] : [],
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error('no Lighthouse result')
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    return {
      error: lhr.runtimeError?.code,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      cls: audit('cumulative-layout-shift').toFixed(3),
      tbtMs: Math.round(audit('total-blocking-time')),
      ...taskFigures(
        result.artifacts.Trace?.traceEvents ?? [],
        url,
        lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 4,
      ),
      failing: Object.values(lhr.categories)
        .flatMap((c) =>
          c.auditRefs
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        )
        .slice(0, 6)
        .join(' '),
    }
  } finally {
    chrome.kill()
  }
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { data?: { url?: unknown }; beginData?: { url?: unknown } }
}

const taskEventNames = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
])
const scriptEventNames = new Set([
  'FunctionCall',
  'EvaluateScript',
  'RunMicrotasks',
  'v8.evaluateModule',
  'v8.compileModule',
  'v8.callFunction',
])

/** What a trace event's own time is spent on, in the words of the bench's table. */
function workOf(name: string): string {
  if (name === 'Layout') return 'layout'
  if (name === 'UpdateLayoutTree' || name === 'ParseAuthorStyleSheet') return 'style'
  if (name === 'ParseHTML') return 'HTML parsing'
  if (['Paint', 'PrePaint', 'Commit', 'Layerize', 'PaintImage', 'UpdateLayer'].includes(name))
    return 'paint'
  if (name === 'v8.evaluateModule') return 'module evaluation'
  // V8's interrupts are where it compiles hot functions again (tier-up) on the main thread.
  if (
    name.startsWith('v8.compile') ||
    name === 'v8.parseOnBackground' ||
    name.startsWith('V8.BytecodeBudgetInterrupt') ||
    name === 'V8.HandleInterrupts' ||
    name === 'V8.StackGuard'
  )
    return 'compile'
  if (name.startsWith('V8.GC') || name.endsWith('GC')) return 'GC'
  if (scriptEventNames.has(name) || name === 'TimerFire' || name === 'v8.run') return 'script'
  if (/^(DocumentLoader|LocalWindowProxy|V8\.DeserializeContext|FrameLoader)/.test(name))
    return 'document set-up'
  return 'other'
}

const urlOf = (event: TraceEvent) => {
  const url = event.args?.data?.url ?? event.args?.beginData?.url
  return typeof url === 'string' ? url : ''
}

/**
 * The page's main-thread tasks in Lighthouse's trace, at the length Lantern gives them (its
 * mobile preset: 4x the observed task, 2x a task with layout in it; the long-tasks table), each
 * with what most of its own time went to. A script task is one after the first of the site's
 * script files arrived that ran script: Lighthouse names a task after a script file only when
 * one of its events carries the file's URL, which module evaluation and a promise's
 * continuation (the steps of app/client.tsx) do not.
 */
function pageTasks(events: TraceEvent[], pageUrl: string, slowdown: number) {
  const parse = events.find((e) => e.name === 'ParseHTML' && urlOf(e).startsWith(pageUrl))
  if (!parse) return []
  const thread = events
    .filter(
      (e) =>
        e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && typeof e.dur === 'number',
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const firstScriptFile = thread.find(
    (e) => e.name === 'v8.compileModule' || /^https?:\/\/[^/]+\/assets\//.test(urlOf(e)),
  )?.ts
  const tasks: { event: TraceEvent; children: TraceEvent[] }[] = []
  for (const event of thread) {
    const open = tasks.at(-1)
    if (open && event.ts < open.event.ts + open.event.dur!) open.children.push(event)
    else if (taskEventNames.has(event.name)) tasks.push({ event, children: [] })
  }
  return tasks.map(({ event, children }) => {
    // Own time per kind of work: each event's duration less its direct children's.
    const work = new Map<string, number>()
    const stack: { end: number; name: string; own: number }[] = []
    const close = (until: number) => {
      while (stack.length > 0 && stack.at(-1)!.end <= until) {
        const done = stack.pop()!
        const kind = workOf(done.name)
        work.set(kind, (work.get(kind) ?? 0) + done.own)
      }
    }
    // The task's own time, work no trace event names, counts as 'other'.
    for (const child of [event, ...children]) {
      close(child.ts)
      if (stack.length > 0) stack.at(-1)!.own -= child.dur!
      stack.push({ end: child.ts + child.dur!, name: child.name, own: child.dur! })
    }
    close(Infinity)
    // Time no event names (the task's own, or the thread not running on a busy machine) is
    // 'other': the largest named work in the task follows it.
    const ranked = [...work].sort((a, b) => b[1] - a[1]).map(([kind]) => kind)
    const named = ranked.find((kind) => kind !== 'other')
    const what =
      ranked[0] === 'other' || ranked[0] === undefined
        ? `other${named ? ` (${named})` : ''}`
        : ranked[0]
    const layout = children.some((c) => c.name === 'Layout')
    const script =
      firstScriptFile !== undefined &&
      event.ts >= firstScriptFile &&
      children.some((c) => scriptEventNames.has(c.name))
    return {
      ms: Math.round((event.dur! / 1000) * (layout ? slowdown / 2 : slowdown)),
      what,
      script,
    }
  })
}

/**
 * The longest task and what it is; the longest script task and the script tasks' blocking time
 * (the part of each over 50 ms): what script adds to the page's own parsing, style and layout.
 */
function taskFigures(events: TraceEvent[], pageUrl: string, slowdown: number) {
  const tasks = pageTasks(events, pageUrl, slowdown)
  const longestOf = (list: typeof tasks) =>
    list.reduce<(typeof tasks)[number] | undefined>(
      (max, task) => (task.ms > (max?.ms ?? 0) ? task : max),
      undefined,
    )
  const longest = longestOf(tasks)
  const script = tasks.filter((task) => task.script)
  const longestScript = longestOf(script)
  return {
    taskMaxMs: longest?.ms ?? 0,
    taskMaxOf: longest ? `${longest.script ? 'script: ' : ''}${longest.what}` : '-',
    scriptTaskMaxMs: longestScript?.ms ?? 0,
    scriptTaskMaxOf: longestScript?.what ?? '-',
    scriptTbtMs: script.reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0),
  }
}

async function throughput(url: string) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: 5,
    headers: { 'accept-encoding': 'br' },
  })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  }
}

const sections = new Set(
  (process.env.BENCH_SECTIONS ?? 'build,sizes,lighthouse,navigation,throughput,outbox')
    .split(',')
    .map((name) => name.trim()),
)

async function outboxDrain(backlog: number) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-outbox-'))
  const db = openEnquiryDb(join(dir, 'enquiries.db'))
  const smtp = await startSmtpSink()
  try {
    for (let i = 0; i < backlog; i++) insertEnquiry(db, validEnquiry())
    const started = performance.now()
    const worker = startOutboxWorker({
      db,
      config: { smtp: smtpConfigFor(smtp.port) },
      logger: silentLogger,
    })
    await smtp.waitForCount(backlog, 600_000)
    const seconds = (performance.now() - started) / 1000
    await worker.stop()
    const sent = listOutbox(db, ['sent']).length
    const rate = backlog / seconds
    return {
      backlog,
      sent,
      seconds: seconds.toFixed(1),
      'mails/s': rate.toFixed(0),
      'SMTP connections': smtp.connections,
      '5,090 backlog takes': `${(5090 / rate).toFixed(0)} s`,
    }
  } finally {
    await smtp.close()
    db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main() {
  if (sections.has('build')) {
    section('Build')
    console.log(`Full production build (client, server, prerender): ${viteBuild().toFixed(1)} s`)
  }
  // The tag-manager build is rebuilt with the main one, or when missing, older or of another GTM_ID.
  if (sections.has('sizes') && (sections.has('build') || !gtmBuildCurrent())) {
    const seconds = viteBuild(gtmEnv)
    console.log(
      `The same build with GTM_ID=${gtmBuild.gtmId} (${gtmBuild.dir}/): ${seconds.toFixed(1)} s`,
    )
  }

  const port = Number(process.env.BENCH_PORT ?? 4500)
  if (sections.has('sizes') || sections.has('lighthouse') || sections.has('navigation'))
    await sizesAndLighthouse(port)
  if (sections.has('throughput')) await serverThroughput(port)
  if (sections.has('outbox')) {
    section('Outbox drain (default worker settings, real SMTP server on loopback)')
    table([await outboxDrain(2000)])
  }
}

async function sizesAndLighthouse(port: number) {
  const server = await startServer(port)
  const base = `http://127.0.0.1:${port}`
  try {
    if (sections.has('sizes')) {
      await sizes(base)
      const gtmServer = await startServer(port + 1, gtmEnv)
      try {
        await gtmHomeSizes(`http://127.0.0.1:${port + 1}`)
      } finally {
        gtmServer.kill('SIGTERM')
      }
    }
    if (sections.has('lighthouse')) {
      // The outage page (no script): what a plain page blocks on this machine.
      const stopOutage = await startStaticReference(port + 2, join(root, 'dist', 'outage'))
      try {
        await lighthouseScores(base, `http://127.0.0.1:${port + 2}/en.html`)
      } finally {
        stopOutage()
      }
    }
    if (sections.has('navigation')) await clientNavigation(base)
  } finally {
    server.kill('SIGTERM')
    saveFigures()
  }
}

function launchSizesBrowser() {
  return chromium.launch({ executablePath: sizesBrowserPath, args: CHROMIUM_FLAGS })
}

function homeVerdict(label: string, href: string, jsGzip: number, before: number | undefined) {
  const homeKb = jsGzip / 1024
  return `${label} ${href}: ${homeKb.toFixed(1)} KB; target ${jsTargetKb} KB (${delta(homeKb, jsTargetKb)}), ceiling ${jsCeilingKb} KB (${delta(homeKb, jsCeilingKb)})${homeKb > jsCeilingKb ? ' OVER THE CEILING' : ''}; previous run ${before === undefined ? 'none' : `${kb(before)} KB`}.`
}

// The consent choice's code is in these pages' first load (ADR 0010): the ceiling holds there too.
async function gtmHomeSizes(base: string) {
  section(`Home page JS in the build with GTM_ID (${gtmBuild.dir}/; KB as sent)`)
  const browser = await launchSizesBrowser()
  const measured: NonNullable<LastFigures['sizes']> = {}
  try {
    for (const href of homeHrefs) {
      const t = await transferSizes(browser, base, href)
      const key = gtmKey(href)
      measured[key] = { jsGzip: t.js.gzip, jsBrotli: t.js.br, htmlGzip: t.html.gzip }
      console.log(
        homeVerdict(
          'Home page JS (gzip as sent), GTM_ID build,',
          href,
          t.js.gzip,
          last.sizes?.[key]?.jsGzip,
        ),
      )
      const without = current.sizes?.[href]
      if (without)
        console.log(
          `  ${kb(t.js.gzip - without.jsGzip)} KB more than the build without GTM_ID (${kb(without.jsGzip)} KB).`,
        )
      if (href === '/') {
        console.log('\nScripts of / in the GTM_ID build (KB as sent):\n')
        table(
          t.scripts
            .sort((a, b) => b.gzip - a.gzip)
            .map((script) => ({ file: script.file, gzip: kb(script.gzip), brotli: kb(script.br) })),
        )
        console.log('')
      }
    }
  } finally {
    await browser.close()
  }
  current.sizes = { ...current.sizes, ...measured }
}

async function sizes(base: string) {
  section('Transfer sizes (KB as sent; gzip / brotli; Δ: change in JS gzip since bench/last.json)')
  const browser = await launchSizesBrowser()
  const rows = []
  const measured: NonNullable<LastFigures['sizes']> = {}
  const homeScripts = new Map<string, { file: string; gzip: number; br: number }[]>()
  try {
    for (const { type, href } of sizePages) {
      const t = await transferSizes(browser, base, href)
      if (type === 'home') homeScripts.set(href, t.scripts)
      measured[href] = { jsGzip: t.js.gzip, jsBrotli: t.js.br, htmlGzip: t.html.gzip }
      rows.push({ type, page: href, t })
    }
  } finally {
    await browser.close()
  }
  const homeOf = (href: string) => (href.startsWith('/cn/') ? '/cn/' : '/')
  table(
    rows.map(({ type, page, t }) => {
      const home = homeScripts.get(homeOf(page)) ?? []
      const homeFiles = new Set(home.map((script) => script.file))
      const own = t.scripts.filter((script) => !homeFiles.has(script.file))
      return {
        type,
        page,
        requests: t.requests,
        'JS gz': kb(t.js.gzip),
        'Δ JS gz': delta(t.js.gzip / 1024, kbOf(last.sizes?.[page]?.jsGzip)),
        'JS br': kb(t.js.br),
        'own chunks gz': type === 'home' ? '-' : kb(own.reduce((sum, s) => sum + s.gzip, 0)),
        'CSS inline (raw)': kb(t.inlineCss),
        'HTML gz': kb(t.html.gzip),
        'HTML br': kb(t.html.br),
        other: kb(t.other),
      }
    }),
  )
  console.log('')
  for (const href of homeHrefs) {
    const home = measured[href]
    if (home)
      console.log(
        homeVerdict('Home page JS (gzip as sent)', href, home.jsGzip, last.sizes?.[href]?.jsGzip),
      )
  }
  console.log('\nScripts of / (KB as sent):\n')
  table(
    (homeScripts.get('/') ?? [])
      .sort((a, b) => b.gzip - a.gzip)
      .map((script) => ({ file: script.file, gzip: kb(script.gzip), brotli: kb(script.br) })),
  )
  current.sizes = { ...last.sizes, ...measured }
}

const kbOf = (bytes: number | undefined) => (bytes === undefined ? undefined : bytes / 1024)

/** The middle one of `runs` by a figure of each. */
const medianBy = <T>(runs: T[], figure: (run: T) => number) =>
  [...runs].sort((a, b) => figure(a) - figure(b))[Math.floor(runs.length / 2)]!
const median = (values: number[]) => medianBy(values, (value) => value)

/** The machine's faces for a language: the CJK pages' layout depends on them (ADR 0023). */
function cjkFonts(lang: string): string {
  const listed = spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' })
  if (listed.status !== 0) return 'unknown (no fc-list)'
  const families = [...new Set(listed.stdout.split('\n').filter(Boolean))].sort()
  return families.length > 0 ? families.join(', ') : 'none'
}

const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

/** ADR 0023's bars, each a same-run comparison except the document's own blocking time. */
function missedBars(f: {
  lcp: number
  lcpWithout: number
  tbt: number
  tbtWithout: number
  scriptTaskMax: number
}): string {
  const missed = [
    f.lcp > 1.15 * f.lcpWithout ? 'lcp' : '',
    f.tbt - f.tbtWithout > 50 ? 'tbt gap' : '',
    f.tbtWithout > 100 ? 'tbt no JS' : '',
    f.scriptTaskMax > 50 ? 'script task' : '',
  ].filter(Boolean)
  return missed.length > 0 ? missed.join(', ') : '-'
}

async function lighthouseScores(base: string, outageUrl: string) {
  section(
    `Lighthouse (mobile preset; ${lighthouseRuns} runs of each page as shipped and with its scripts blocked, and of the outage page, interleaved; medians, the performance range; Δ since bench/last.json; ADR 0023's bars: LCP within 1.15x and TBT at most 50 ms above the same page without scripts, TBT without scripts at most 100 ms, no script task over 50 ms)`,
  )
  const loadBefore = loadNow()
  type Run = Awaited<ReturnType<typeof runLighthouse>>
  const runs = new Map(
    lighthousePages.map(({ href }) => [href, { shipped: [] as Run[], blocked: [] as Run[] }]),
  )
  const outageRuns: Run[] = []
  // Run after run over all the pages, so that a busy spell on the machine falls on all of them.
  for (let i = 0; i < lighthouseRuns; i++) {
    outageRuns.push(await runLighthouse(outageUrl))
    for (const [href, page] of runs) {
      page.shipped.push(await runLighthouse(`${base}${href}`))
      page.blocked.push(await runLighthouse(`${base}${href}`, true))
    }
  }
  const rows = []
  const measured: NonNullable<LastFigures['lighthouse']> = {}
  for (const { type, href } of lighthousePages) {
    const shipped = [...runs.get(href)!.shipped].sort((a, b) => a.perf - b.perf)
    const blocked = runs.get(href)!.blocked
    const figures = medianBy(shipped, (run) => run.perf)
    const lcp = median(shipped.map((run) => run.lcpMs))
    const tbt = median(shipped.map((run) => run.tbtMs))
    const lcpWithout = median(blocked.map((run) => run.lcpMs))
    const tbtWithout = median(blocked.map((run) => run.tbtMs))
    const scriptTask = medianBy(shipped, (run) => run.scriptTaskMaxMs)
    const scriptTaskMax = scriptTask.scriptTaskMaxMs
    const scriptTbt = median(shipped.map((run) => run.scriptTbtMs))
    // The run whose longest task is the median one names what that task is.
    const longest = medianBy(shipped, (run) => run.taskMaxMs)
    const before = last.lighthouse?.[href]
    measured[href] = {
      perf: figures.perf,
      lcp,
      tbt,
      cls: Number(figures.cls),
      lcpWithout,
      tbtWithout,
      scriptTaskMax,
      scriptTbt,
      taskMax: longest.taskMaxMs,
      taskMaxOf: longest.taskMaxOf,
    }
    rows.push({
      type,
      page: href,
      perf: figures.perf,
      'Δ perf': delta(figures.perf, before?.perf, 0),
      lcp: `${lcp} ms`,
      'lcp no JS': `${lcpWithout} ms`,
      'lcp ratio': (lcp / lcpWithout).toFixed(2),
      tbt: `${tbt} ms`,
      'tbt no JS': `${tbtWithout} ms`,
      'tbt gap': `${tbt - tbtWithout > 0 ? '+' : ''}${tbt - tbtWithout} ms`,
      'Δ tbt': delta(tbt, before?.tbt, 0),
      'Δ tbt no JS': delta(tbtWithout, before?.tbtWithout, 0),
      'script task max': `${scriptTaskMax} ms ${scriptTask.scriptTaskMaxOf}`,
      'script tbt': `${scriptTbt} ms`,
      'longest task': `${longest.taskMaxMs} ms ${longest.taskMaxOf}`,
      'bars missed': missedBars({ lcp, lcpWithout, tbt, tbtWithout, scriptTaskMax }),
      cls: figures.cls,
      a11y: figures.a11y,
      bp: figures.bp,
      seo: figures.seo,
      ...(figures.error ? { error: figures.error } : {}),
      'perf range': `${shipped[0]!.perf}-${shipped.at(-1)!.perf}`,
      failing: figures.failing,
    })
  }
  table(rows)
  const outageTbts = outageRuns.map((run) => run.tbtMs).sort((a, b) => a - b)
  const calibration = {
    outageTbt: median(outageTbts),
    outageTbtRange: `${outageTbts[0]}-${outageTbts.at(-1)}`,
    load: `${loadBefore} before, ${loadNow()} after`,
    cpus: `${cpus().length} x ${cpus()[0]?.model.trim() ?? 'unknown'}`,
  }
  console.log(
    `\nCalibration: the outage page (dist/outage/en.html, no script) blocks ${calibration.outageTbt} ms (median; ${calibration.outageTbtRange} ms) on this machine in this run (previous run: ${last.calibration ? `${last.calibration.outageTbt} ms` : 'none'}).`,
  )
  console.log(`Load average (1, 5, 15 min): ${calibration.load}; ${calibration.cpus}.`)
  console.log(`CJK fonts (fc-list): zh ${cjkFonts('zh')}; ja ${cjkFonts('ja')}.`)
  current.lighthouse = { ...last.lighthouse, ...measured }
  current.calibration = calibration
}

const navigationRuns = Number(process.env.NAVIGATION_RUNS ?? 5)

/**
 * A client navigation on a slow phone: the home page loaded and hydrated (and its build
 * metadata fetched, a second after load), then a tap on a service page's card, until that page's
 * heading shows. 150 ms round trips, 1.6 Mbit/s down, 4x slower CPU, a fresh browser each run.
 */
async function clientNavigation(base: string) {
  section(
    `Client navigation, home page to a service page (150 ms, 1.6 Mbit/s, 4x CPU; ${navigationRuns} runs, fresh browser each)`,
  )
  const from = pageHref('home', 'en') ?? '/'
  const to = pageHref('angioplasty', 'en') ?? '/services/angioplasty/'
  const times: number[] = []
  const loadBefore = loadNow()
  for (let i = 0; i < navigationRuns; i++) {
    const browser = await launchSizesBrowser()
    try {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const meta = page.waitForResponse((response) => response.url().includes('/builds/meta/'), {
        timeout: 120_000,
      })
      await page.goto(`${base}${from}`, { timeout: 120_000 })
      await page
        .locator('html[data-hydrated="true"]')
        .waitFor({ state: 'attached', timeout: 120_000 })
      await meta
      const card = page.getByRole('main').locator(`a[href="${to}"]`).first()
      const title = (await card.innerText()).trim()
      await page.evaluate(() => {
        document.addEventListener(
          'click',
          () => ((window as { benchClickAt?: number }).benchClickAt = performance.now()),
          { capture: true, once: true },
        )
      })
      await card.click()
      const handle = await page.waitForFunction(
        ([path, heading]) =>
          location.pathname === path && document.querySelector('h1')?.textContent === heading
            ? performance.now() - ((window as { benchClickAt?: number }).benchClickAt ?? 0)
            : false,
        [to, title] as const,
        { timeout: 120_000, polling: 'raf' },
      )
      times.push(Math.round(Number(await handle.jsonValue())))
    } finally {
      await browser.close()
    }
  }
  const sorted = [...times].sort((a, b) => a - b)
  console.log(
    `${from} to ${to}: median ${(median(sorted) / 1000).toFixed(2)} s, ${(sorted[0]! / 1000).toFixed(2)}-${(sorted.at(-1)! / 1000).toFixed(2)} s (runs: ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s); load average ${loadBefore} before, ${loadNow()} after.`,
  )
}

async function serverThroughput(port: number) {
  section('Throughput (autocannon, 10 connections, 5 s each, loopback)')
  const ssrPort = port + 1
  const refPort = port + 2
  const app = await startServer(port, { TRUST_PROXY: '1' })
  const ssr = await startServer(ssrPort, { SERVE_PRERENDERED: '0' })
  const stopRef = await startStaticReference(refPort)
  try {
    const ref = await throughput(`http://127.0.0.1:${refPort}/cn/services/angioplasty/`)
    const rows = [{ case: 'plain static server (reference)', ...ref, ratio: '1.00' }]
    for (const [name, url] of [
      ['prerendered page', `http://127.0.0.1:${port}/cn/services/angioplasty/`],
      ['server-rendered page', `http://127.0.0.1:${ssrPort}/cn/services/angioplasty/`],
      ['contact page, prerendered (ADR 0021)', `http://127.0.0.1:${port}/contact-us/`],
      ['contact page, were it rendered per request', `http://127.0.0.1:${ssrPort}/contact-us/`],
      ['404 screen (one copy rendered at start-up)', `http://127.0.0.1:${port}/no-such-page/`],
      [
        '404 screen rendered on request (SERVE_PRERENDERED=0, as before)',
        `http://127.0.0.1:${ssrPort}/no-such-page/`,
      ],
      ['missing file (plain 404)', `http://127.0.0.1:${port}/assets/index-0ld4ss3t.js`],
    ] as const) {
      const r = await throughput(url)
      rows.push({ case: name, ...r, ratio: (r.rps / ref.rps).toFixed(2) })
    }
    table(rows)
    await renderFlood(`http://127.0.0.1:${port}`)
  } finally {
    app.kill('SIGTERM')
    ssr.kill('SIGTERM')
    stopRef()
  }
}

/** Other visitors' pages while 30 addresses ask for 6 rendered pages a second (the thank-you
 * page naming a reference): bounded by server/render-budget.ts (ADR 0021). */
async function renderFlood(base: string) {
  section('Rendered pages under a flood (6 a second from 30 addresses; autocannon, 5 s)')
  const page = `${base}/cn/services/angioplasty/`
  const quiet = await throughput(page)
  let sent = 0
  const flood = autocannon({
    url: `${base}/thank-you/?ref=7K2M-9QXA`,
    connections: 6,
    overallRate: 6,
    duration: 6,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': `198.51.100.${(sent++ % 30) + 1}` },
        }),
      },
    ],
  })
  const busy = await throughput(page)
  const flooded = await flood
  table([
    { case: 'a prerendered page, quiet', rps: quiet.rps, p50: quiet.p50, p99: quiet.p99 },
    { case: 'the same page, under the flood', rps: busy.rps, p50: busy.p50, p99: busy.p99 },
    {
      case: 'the flood itself (rendered or served without the reference)',
      rps: Math.round(flooded.requests.average),
      p50: flooded.latency.p50,
      p99: flooded.latency.p99,
    },
  ])
}

await main()
