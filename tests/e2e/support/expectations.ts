/** Expectations several specs share, written from the spec, not from the code under test. */

/** The Services menu in the spec's order (header panel and phone sidebar, English). */
export const allServices = [
  '/services/angioplasty/',
  '/services/cardiac-rehabilitation/',
  '/services/cardiac-imaging/',
  '/services/cardiac-pet/',
  '/services/coronary-angiography/',
  '/services/cardiac-stress-testing/',
  '/services/heart-screening/',
  '/services/echocardiography/',
  '/services/electrocardiography/',
  '/services/sports-cardiology/',
]

/**
 * The English message for a language's name, by code: what the doctor's consultation
 * languages and the overseas page's interpreter languages show (translated via the catalogs).
 */
export const languageNames: Record<string, string> = {
  en: 'English',
  zh: 'Mandarin',
  ms: 'Malay',
  ta: 'Tamil',
  id: 'Indonesian',
  ja: 'Japanese',
  yue: 'Cantonese',
  nan: 'Hokkien',
  hi: 'Hindi',
  ko: 'Korean',
  vi: 'Vietnamese',
  th: 'Thai',
  my: 'Burmese',
  ar: 'Arabic',
  ru: 'Russian',
}
