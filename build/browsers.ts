/**
 * The supported-browsers policy (README "Supported browsers", docs/architecture.md, docs/decisions/0012): the oldest
 * version of each browser the site is built and tested for. iOS Safari 15.4 (March 2022) is the
 * first with <dialog>; Chrome 105 the first with :has(); Firefox 115 is the extended-support
 * release still used on older Windows and macOS; Samsung Internet 20 runs Chromium 106.
 * The build compiles scripts and styles for these (vite.config.ts); package.json's
 * "browserslist" says the same for other tools (browsers.test.ts keeps them equal).
 */
export const supportedBrowsers = {
  chrome: '105',
  edge: '105',
  firefox: '115',
  safari: '15.4',
  ios: '15.4',
  samsung: '20',
} as const

/** Vite's `build.target` (esbuild-style names, also used for CSS by Lightning CSS). */
export const buildTargets: string[] = Object.entries(supportedBrowsers)
  // Samsung Internet is not a target name there: Chrome 105 covers its Chromium 106.
  .filter(([browser]) => browser !== 'samsung')
  .map(([browser, version]) => `${browser}${version}`)

const browserslistNames: Record<keyof typeof supportedBrowsers, string> = {
  chrome: 'Chrome',
  edge: 'Edge',
  firefox: 'Firefox',
  safari: 'Safari',
  ios: 'iOS',
  samsung: 'Samsung',
}

/** The same policy as browserslist queries (package.json "browserslist"). */
export const browserslistQueries: string[] = Object.entries(supportedBrowsers).map(
  ([browser, version]) =>
    `${browserslistNames[browser as keyof typeof supportedBrowsers]} >= ${version}`,
)
