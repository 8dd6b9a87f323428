// Prerendered pages cannot change: the server refuses other settings than its build's.
import type { ClinicConfig } from '../app/site/config-schema.ts'

export const BUILD_SETTINGS_FILE = 'build-settings.json'

export type BuildSettings = Pick<ClinicConfig, 'siteUrl' | 'gtmId' | 'enquiryRetentionDays'>

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
