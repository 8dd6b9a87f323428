/** Expectations several specs share, written from the spec, not from the code under test. */

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

/** English messages, translated through the catalogs on the doctor and overseas pages. */
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
