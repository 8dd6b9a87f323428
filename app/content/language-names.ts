import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SpokenLanguage } from '../site/config-schema.ts'

// Not Intl.DisplayNames: Singapore says 华语, Indonesian readers expect "bahasa Inggris".
export const languageNames: Record<SpokenLanguage, MessageDescriptor> = {
  en: msg({
    message: 'English',
    comment:
      'A language name, shown in a list of languages (the doctor consults in, interpreters).',
  }),
  zh: msg({
    message: 'Mandarin',
    comment: 'A language name, shown in a list of languages (Singapore Chinese: 华语).',
  }),
  ms: msg({ message: 'Malay', comment: 'A language name, shown in a list of languages.' }),
  ta: msg({ message: 'Tamil', comment: 'A language name, shown in a list of languages.' }),
  id: msg({ message: 'Indonesian', comment: 'A language name, shown in a list of languages.' }),
  ja: msg({ message: 'Japanese', comment: 'A language name, shown in a list of languages.' }),
  yue: msg({ message: 'Cantonese', comment: 'A language name, shown in a list of languages.' }),
  nan: msg({ message: 'Hokkien', comment: 'A language name, shown in a list of languages.' }),
  hi: msg({ message: 'Hindi', comment: 'A language name, shown in a list of languages.' }),
  ko: msg({ message: 'Korean', comment: 'A language name, shown in a list of languages.' }),
  vi: msg({ message: 'Vietnamese', comment: 'A language name, shown in a list of languages.' }),
  th: msg({ message: 'Thai', comment: 'A language name, shown in a list of languages.' }),
  my: msg({ message: 'Burmese', comment: 'A language name, shown in a list of languages.' }),
  ar: msg({ message: 'Arabic', comment: 'A language name, shown in a list of languages.' }),
  ru: msg({ message: 'Russian', comment: 'A language name, shown in a list of languages.' }),
}

export const listSeparator = msg({
  message: ', ',
  comment:
    'Separator between the items of a short inline list, e.g. the languages the doctor consults in (Chinese and Japanese: 、).',
})
