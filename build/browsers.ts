// Supported browsers (ADR 0012); package.json's "browserslist" says the same (browsers.test.ts).
export const supportedBrowsers = {
  chrome: '105',
  edge: '105',
  firefox: '115',
  safari: '15.4',
  ios: '15.4',
  samsung: '20',
} as const

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

export const browserslistQueries: string[] = Object.entries(supportedBrowsers).map(
  ([browser, version]) =>
    `${browserslistNames[browser as keyof typeof supportedBrowsers]} >= ${version}`,
)
