/**
 * The settings a build bakes into its pages (canonical origin, tag manager, the retention period
 * the privacy policy states). The build writes them beside the server bundle; the server compares
 * them with its own environment at start, because prerendered pages cannot change afterwards: a
 * server started with another SITE_URL would serve pages advertising the build's origin.
 */
import type { ClinicConfig } from '../app/site/config-schema.ts'

export const BUILD_SETTINGS_FILE = 'build-settings.json'

export type BuildSettings = Pick<ClinicConfig, 'siteUrl' | 'gtmId' | 'enquiryRetentionDays'>

/** Each setting with the environment variable that overrides it. */
const variables = {
  siteUrl: 'SITE_URL',
  gtmId: 'GTM_ID',
  enquiryRetentionDays: 'ENQUIRY_RETENTION_DAYS',
} as const

export function buildSettingsOf(clinic: ClinicConfig): BuildSettings {
  return {
    siteUrl: clinic.siteUrl,
    gtmId: clinic.gtmId,
    enquiryRetentionDays: clinic.enquiryRetentionDays,
  }
}

/** One line naming the variable whose value differs from the build's, or undefined when they agree. */
export function buildSettingsMismatch(built: unknown, current: BuildSettings): string | undefined {
  const record =
    typeof built === 'object' && built !== null ? (built as Record<string, unknown>) : {}
  for (const key of Object.keys(variables) as (keyof BuildSettings)[]) {
    if (record[key] === current[key]) continue
    const show = (value: unknown) =>
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the settings are strings
      value === '' || value === undefined ? '(unset)' : String(value)
    return `${variables[key]} is ${show(current[key])} here but the build was made with ${show(record[key])}: build again with the same ${variables[key]} (npm start builds and starts with one environment)`
  }
  return undefined
}
