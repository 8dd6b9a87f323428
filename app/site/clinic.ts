// Placeholders are invented until the clinic supplies them; public facts only (the browser imports this).
import type { ClinicConfig } from './config-schema.ts'

export type { ClinicConfig }

export const clinic: ClinicConfig = {
  // PLACEHOLDER: the live domain. SITE_URL overrides it at build and start (a staging origin).
  siteUrl:
    fromEnvironment(
      'SITE_URL',
      typeof __CLINIC_SITE_URL__ === 'string' ? __CLINIC_SITE_URL__ : undefined,
    )?.replace(/\/+$/, '') ?? 'https://www.heartclinic.example',
  clinicName: 'Heart Specialist Clinic', // PLACEHOLDER
  doctor: {
    name: 'Dr Alex Tan', // PLACEHOLDER: the cardiologist's name as it should appear
    // PLACEHOLDER: the name in each language as the doctor wants it (full Chinese name, surname in
    // katakana), without the title, which each translation adds (app/content/doctor-name.ts).
    names: { en: 'Alex Tan', cn: '陈亚力', bh: 'Alex Tan', jp: 'タン' },
    // PLACEHOLDER: a portrait in app/media/art/ (JPEG or PNG, 800 px wide or more), no extension.
    photo: 'doctor-portrait',
    // PLACEHOLDER: the Medical Council Registration number, exactly as on the SMC register.
    mcrNumber: 'M00000A',
    // PLACEHOLDER: the specialty as listed on the SMC Specialist Register.
    specialistRegister: 'Cardiology',
    // PLACEHOLDER: qualifications exactly as registered with the Singapore Medical Council.
    qualifications: ['MBBS (Example University)', 'MRCP (Example)', 'FAMS (Cardiology)'],
    // PLACEHOLDER: the hospitals where the doctor has admitting privileges.
    hospitals: ['Example Heart Hospital', 'Example General Hospital'],
    // PLACEHOLDER: the languages the doctor consults in (codes, app/content/language-names.ts).
    languages: ['en', 'zh'],
    // PLACEHOLDER: the SMC's public List of Registered Doctors (MOH Professional Registration
    // System), where a patient searches the doctor's name or MCR number; check that it opens.
    registerUrl: 'https://prs.moh.gov.sg/prs/internet/profSearch/main.action?hcpType=doctor',
  },
  // PLACEHOLDER: where each procedure is done, named as the hospitals and centres write it.
  procedureLocations: {
    angioplasty: ['Example Heart Hospital'],
    coronaryAngiography: ['Example Heart Hospital'],
    cardiacPet: ['Example Imaging Centre'],
    cardiacImaging: ['Example Imaging Centre'],
    cardiacRehabilitation: ['Example Heart Hospital'],
    transoesophagealEcho: ['Example Heart Hospital'],
    nuclearStressTest: ['Example Imaging Centre'],
    loopRecorder: ['Example Heart Hospital'],
  },
  phones: {
    call: '+6560000000', // PLACEHOLDER
    whatsapp: '+6580000000', // PLACEHOLDER
    // PLACEHOLDER: the after-hours line for existing patients; "not for emergencies", 995 first.
    afterHours: '+6590000000',
    // PLACEHOLDER: who answers it, 'doctor' (on call) or 'nurse' (calls the doctor), as the contact
    // page says. Staff it before launch, with no voicemail.
    afterHoursAnsweredBy: 'doctor',
  },
  email: 'enquiry@heartclinic.example', // PLACEHOLDER
  address: {
    street: '1 Example Medical Drive', // PLACEHOLDER
    unit: '#10-01', // PLACEHOLDER
    postalCode: '000000', // PLACEHOLDER
    city: 'Singapore',
    country: 'SG',
    // PLACEHOLDER: the entrance, as Google Maps shows it; null: directions lead to the address.
    coordinates: { latitude: 1.3, longitude: 103.8 },
  },
  directions: {
    mrt: { station: 'Example', code: 'NS00', walkMinutes: 5 }, // PLACEHOLDER: nearest MRT station, its code, minutes on foot
    buses: ['00', '000'], // PLACEHOLDER: bus services stopping nearby
    parking: 'Example Medical Centre', // PLACEHOLDER: the building whose car park patients use (a name, shown as written)
    wheelchairAccess: true, // PLACEHOLDER: step-free entrance and lift to the clinic
  },
  openingHours: [
    { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '17:30' }, // PLACEHOLDER
    { days: ['Sa'], opens: '09:00', closes: '12:30' }, // PLACEHOLDER
  ],
  // PLACEHOLDER: how soon the clinic team answers an enquiry, in working days, as the site
  // promises: only what the team can keep.
  replyWithinWorkingDays: 1,
  // PLACEHOLDER: how soon a first appointment is usually available, in working days, shown beside
  // the reply time with "for an appointment today, please call".
  firstAppointmentWithinWorkingDays: 5,
  privacy: {
    lastUpdated: '2026-11-23', // PLACEHOLDER: the date the clinic approved the privacy policy (YYYY-MM-DD)
    dataProtectionOfficer: {
      name: 'Ms Jane Lim', // PLACEHOLDER: the DPO's name as the clinic wants it shown
      email: 'dpo@heartclinic.example', // PLACEHOLDER
      phone: '+6560000001', // PLACEHOLDER
    },
    // PLACEHOLDER: the e-mail host (e.g. Microsoft 365), named among transfers outside Singapore.
    emailProvider: 'Example Mail Service',
    hosting: {
      // PLACEHOLDER: the company that hosts the clinic's server and its database, as its contract
      // names it; the privacy policy names it.
      provider: 'Example Cloud Hosting',
      // PLACEHOLDER: the country of the data centre holding the server and its backups (ISO code);
      // outside Singapore the privacy policy lists the host under transfers.
      country: 'SG',
      // PLACEHOLDER: that country's name as each language writes it.
      place: { en: 'Singapore', cn: '新加坡', bh: 'Singapura', jp: 'シンガポール' },
    },
    // PLACEHOLDER: days within which staff delete enquiry mails from the inbox by hand.
    inboxRetentionDays: 90,
    // PLACEHOLDER: within how many working days the clinic acts on a withdrawal of consent.
    withdrawalWorkingDays: 10,
  },
  fees: {
    // PLACEHOLDER: whether the clinic is registered for GST. Shown prices must then include it.
    gstRegistered: true,
    // PLACEHOLDER: first and follow-up consultation in SGD as paid (GST included if registered);
    // the same amount twice shows one fee.
    consultation: { first: 250, followUp: 150 },
    // PLACEHOLDER: insurers and Integrated Shield plan panels the doctor is on, as the page lists.
    insurerPanels: ['Example Insurer A', 'Example Insurer B', 'Example Insurer C'],
    // PLACEHOLDER: how patients can pay at the clinic (codes; the page names them in each language).
    paymentMethods: ['cash', 'nets', 'credit-card', 'paynow'],
  },
  overseas: {
    // PLACEHOLDER: languages in which the clinic can arrange an interpreter (BCP 47 codes; the page names them in each language).
    interpreterLanguages: ['zh', 'id', 'ja'],
    // PLACEHOLDER: the https address of a secure records upload service, or ''. Set it only once
    // the privacy policy covers it and its transfer contract is on file (PDPA).
    recordsUploadUrl: '',
  },
  // PLACEHOLDER: the agency's credit, plain text: a link would lead to third-party content (reg 16).
  agency: { name: 'Site maintained by Example Digital' },
  // OPTIONAL: '' (no tracking code at all) until the clinic has a container, e.g. 'GTM-ABC1234'.
  gtmId:
    fromEnvironment(
      'GTM_ID',
      typeof __CLINIC_GTM_ID__ === 'string' ? __CLINIC_GTM_ID__ : undefined,
    ) ?? '',
  // PDPA retention limitation (docs/enquiries.md); the privacy policy shows this value.
  // PLACEHOLDER: the default of 365 days until the clinic decides its retention period.
  enquiryRetentionDays:
    retentionDays(
      fromEnvironment(
        'ENQUIRY_RETENTION_DAYS',
        typeof __CLINIC_RETENTION_DAYS__ === 'string' ? __CLINIC_RETENTION_DAYS__ : undefined,
      ),
    ) ?? 365,
}

// Bundles get build-time `__CLINIC_…__` (vite.config.ts); Node (server, tools) reads the env.
function fromEnvironment(name: string, built: string | undefined): string | undefined {
  if (built !== undefined) return built || undefined
  return typeof process === 'undefined' ? undefined : process.env[name]?.trim() || undefined
}

/** NaN, not undefined, for anything but digits: the validation reports it. */
function retentionDays(value: string | undefined): number | undefined {
  return value === undefined ? undefined : /^\d+$/.test(value) ? Number(value) : Number.NaN
}

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const doctorSlug = slugify(clinic.doctor.name)

/** A test's places inside a sentence: a slash reads alike in every language, a list separator would not. */
export function procedurePlaces(procedure: keyof ClinicConfig['procedureLocations']): string {
  return clinic.procedureLocations[procedure].join(' / ')
}
