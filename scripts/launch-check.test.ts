import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  findCatalogMarkers,
  findFrontMatterPlaceholders,
  findPlaceholders,
  findReviewMarkers,
} from './launch-check.ts'

const fixture = `export const clinic = {
  siteUrl: 'https://www.clinic.example', // PLACEHOLDER: the live domain
  clinicName: 'Real Clinic',
  doctor: {
    // PLACEHOLDER: the MCR number,
    // exactly as registered.
    mcrNumber: 'M00000A',
    title: 'Cardiologist',
  },
  openingHours: [
    { days: ['Mo'], opens: '09:00', closes: '17:00' }, // PLACEHOLDER
    { days: ['Sa'], opens: '09:00', closes: '12:00' },
  ],
  agency: { url: 'https://agency.example' },
}
`

describe('launch check', () => {
  it('finds each placeholder with its dotted key, value and note, and nothing else', () => {
    expect(findPlaceholders(fixture)).toEqual([
      { line: 2, key: 'siteUrl', value: "'https://www.clinic.example'", note: 'the live domain' },
      {
        line: 7,
        key: 'doctor.mcrNumber',
        value: "'M00000A'",
        note: 'the MCR number, exactly as registered.',
      },
      {
        line: 11,
        key: 'openingHours[]',
        value: "{ days: ['Mo'], opens: '09:00', closes: '17:00' }",
        note: '',
      },
    ])
    expect(findPlaceholders(fixture.replaceAll('PLACEHOLDER', 'supplied'))).toEqual([])
  })

  it('exits 1 while placeholders are left and 0 once none is', () => {
    const node = process.execPath
    const withPlaceholders = spawnSync(node, ['scripts/launch-check.ts', 'app/site/clinic.ts'], {
      encoding: 'utf8',
    })
    expect(withPlaceholders.status).toBe(1)
    expect(withPlaceholders.stdout).toMatch(/doctor\.mcrNumber = 'M\d{5}[A-Z]'/)
    // The facts the privacy policy, fees, overseas and contact pages state, each to confirm.
    for (const key of [
      'privacy.emailProvider',
      'privacy.inboxRetentionDays',
      'privacy.withdrawalWorkingDays',
      'fees.gstRegistered',
      'fees.consultation',
      'overseas.recordsUploadUrl',
      'address.coordinates',
      'procedureLocations',
      // The clinic facts patients check or rely on: the register, the wait, the server's host.
      'doctor.registerUrl',
      'firstAppointmentWithinWorkingDays',
      'privacy.hosting.provider',
      'privacy.hosting.country',
    ])
      expect(withPlaceholders.stdout).toMatch(
        new RegExp(`clinic\\.ts:\\d+  ${key.replaceAll('.', '\\.')} = `),
      )
    // The reply time the contact and thank-you pages promise is the clinic's to confirm.
    expect(withPlaceholders.stdout).toMatch(/replyWithinWorkingDays = \d+\n\s+how soon/)
    const dir = mkdtempSync(join(tmpdir(), 'launch-check-'))
    const done = join(dir, 'clinic.ts')
    writeFileSync(done, fixture.replaceAll('PLACEHOLDER', 'supplied'))
    const clean = spawnSync(node, ['scripts/launch-check.ts', done], { encoding: 'utf8' })
    expect(clean.status).toBe(0)
    expect(clean.stdout).toContain('no placeholders left')
  })
})

describe('launch check of the articles', () => {
  it('finds the placeholders in a front matter, and nothing in the body', () => {
    const source = [
      '---',
      "published: '2026-01-12' # PLACEHOLDER: the real date",
      'hero: chest-pain',
      '---',
      '',
      'key: value # PLACEHOLDER: not front matter',
    ].join('\n')
    expect(findFrontMatterPlaceholders(source)).toEqual([
      { line: 2, key: 'published', value: "'2026-01-12'", note: 'the real date' },
    ])
  })
  it('lists the articles’ placeholder dates along with the clinic’s facts', () => {
    const run = spawnSync(process.execPath, ['scripts/launch-check.ts'], { encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stdout).toMatch(/app\/content\/articles\/angioplasty\.md:\d+ {2}published = /)
    expect(run.stdout).toMatch(/app\/site\/clinic\.ts: \d+ clinic facts/)
  })
})

describe('review markers in pages', () => {
  it('lists each PLACEHOLDER and CONFIRM WITH THE CLINIC comment with its whole note', () => {
    const page = `const a = 1
// CONFIRM WITH THE CLINIC: its commitments and
// a legal review.
function Page() {
  return <>{/* CONFIRM WITH THE CLINIC: the areas below. */}</>
}
/** PLACEHOLDER: events, soonest first. */
const events = [] // a placeholder in words is no marker
`
    expect(findReviewMarkers(page)).toEqual([
      { line: 2, marker: 'CONFIRM WITH THE CLINIC', note: 'its commitments and a legal review.' },
      { line: 5, marker: 'CONFIRM WITH THE CLINIC', note: 'the areas below.' },
      { line: 7, marker: 'PLACEHOLDER', note: 'events, soonest first.' },
    ])
  })
})

describe('translations that add words the clinic confirms', () => {
  it('finds each catalog entry whose translator comment says CONFIRM WITH THE CLINIC', () => {
    const po = [
      '# CONFIRM WITH THE CLINIC: "(di Indonesia: 119)" is not in the English.',
      '# Review 28 Nov 2026 (#2).',
      '#. Right after the advice to call 995.',
      '#: app/content/urgency.ts',
      'msgid "995 is Singapore\'s \\"emergency\\" number."',
      'msgstr "995 adalah nomor darurat Singapura (di Indonesia: 119)."',
      '',
      "#. CONFIRM WITH THE CLINIC: an engineer's note is no marker",
      'msgid "Call 995 now"',
      'msgstr "Segera hubungi 995"',
    ].join('\n')
    expect(findCatalogMarkers(po)).toEqual([
      {
        line: 1,
        msgid: '995 is Singapore\'s "emergency" number.',
        note: '"(di Indonesia: 119)" is not in the English.',
      },
    ])
  })

  it('lists the Indonesian 995 lines that name 119, and the Japanese lines that name Japan’s 119', () => {
    const run = spawnSync(process.execPath, ['scripts/launch-check.ts'], { encoding: 'utf8' })
    expect(run.status).toBe(1)
    const listed = (tag: string, msgid: string) =>
      new RegExp(
        `src/locales/${tag}/messages\\.po:\\d+ {2}"${msgid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      )
    for (const msgid of [
      "995 is Singapore's emergency number.",
      'This form is not for emergencies.',
      'Not for emergencies: for chest pain or collapse',
      'After-hours line for existing patients:',
      'While you are at home, outside Singapore',
      'Chest pain or collapse: call 995',
      'Emergency ambulance (SCDF), 24 hours',
      'Emergency: call 995',
    ])
      expect(run.stdout).toMatch(listed('id-SG', msgid))
    expect(run.stdout).toMatch(listed('ja-SG', "995 is Singapore's emergency number."))
    expect(run.stdout).toMatch(/\(di Indonesia: 119\)" is not in the English/)
  })
})

describe('sign-off points of the clinical content', () => {
  it('lists what the doctor, the clinic and counsel must sign off before launch', () => {
    const run = spawnSync(process.execPath, ['scripts/launch-check.ts'], { encoding: 'utf8' })
    expect(run.status).toBe(1)
    const out = run.stdout
    // The urgency scales the condition pages, articles and the sports page render, and the
    // advice after angioplasty and angiography.
    expect(out).toMatch(
      /app\/content\/urgency\.ts:\d+ {2}PLACEHOLDER\n\s+the doctor signs off the three levels \(/,
    )
    expect(out).toMatch(
      /app\/content\/urgency\.ts:\d+ {2}PLACEHOLDER\n\s+the doctor signs off the three levels for palpitations, fainting and breathlessness/,
    )
    expect(out).toMatch(
      /app\/content\/aftercare\.ts:\d+ {2}PLACEHOLDER\n\s+the doctor signs off both lines/,
    )
    // The doctor's areas of practice, the team's roles and the WhatsApp phones.
    expect(out).toMatch(
      /about-us\.doctor\.tsx:\d+ {2}CONFIRM WITH THE CLINIC\n\s+the doctor signs off each area/,
    )
    expect(out).toMatch(
      /about-us\.the-team\.tsx:\d+ {2}CONFIRM WITH THE CLINIC\n\s+the clinic confirms each role/,
    )
    expect(out).toMatch(/privacy-policy\.tsx:\d+ {2}CONFIRM WITH THE CLINIC\n\s+WhatsApp Business/)
    // Who answers the after-hours line.
    expect(out).toMatch(/phones\.afterHoursAnsweredBy = 'doctor'/)
    // The questions no file answers, each with who settles it.
    const questions = out.slice(out.indexOf('Questions to settle before launch'))
    expect(questions).not.toBe(out)
    for (const point of [
      /Counsel: .*hospital procedures .*"Services" .*reg 4/,
      /Clinic: .*licence .*off-site/,
      /Doctor: .*angioplasty article/,
      /Clinic: .*tag manager container .*no advertising, remarketing or Google Signals/,
      /Clinic: .*ACCESS_LOG_IP/,
      /Clinic: .*119 .*Indonesia.*112/,
      /Counsel: Press coverage .*reg 16 .*before it is linked/,
      /Clinic: WhatsApp and e-mail: .*copied into the medical record.*chat backups/,
    ])
      expect(questions).toMatch(point)
  })
})
