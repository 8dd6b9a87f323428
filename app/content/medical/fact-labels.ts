// Apart, so that the labels go only to the catalogs of pages with key facts.
import { msg } from '@lingui/core/macro'

export const factLabel = {
  alsoCalled: msg({ comment: 'Key fact label; its value follows.', message: 'Also called' }),
  duration: msg({ comment: 'Key fact label; its value follows.', message: 'How long it takes' }),
  anaesthetic: msg({ comment: 'Key fact label; its value follows.', message: 'Anaesthetic' }),
  hospitalStay: msg({ comment: 'Key fact label; its value follows.', message: 'Hospital stay' }),
  preparation: msg({ comment: 'Key fact label; its value follows.', message: 'Preparation' }),
  radiation: msg({ comment: 'Key fact label; its value follows.', message: 'Radiation' }),
  whatToBring: msg({ comment: 'Key fact label; its value follows.', message: 'What to bring' }),
}
