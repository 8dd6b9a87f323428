import { Trans, useLingui } from '@lingui/react/macro'
import { clinic } from '../../app.config.ts'
import { formatPhone, telHref, whatsappHref } from './contact.ts'

/**
 * The quick contact options (SPEC: chat-with-us dropdown): call, WhatsApp with a prefilled
 * enquiry, the clinic's emergency line, and Singapore's public emergency number.
 * Shown in the header's chat menu and in the mobile sidebar.
 */
export function ContactLines() {
  const { t } = useLingui()
  const clinicName = clinic.clinicName
  const prefilled = t({
    comment: 'Prefilled WhatsApp message a visitor sends to the clinic; they can edit it before sending.',
    message: `Hello ${clinicName}, I would like to make an enquiry about an appointment.`,
  })
  return (
    <div className="contact-lines">
      <ul className="contact-lines__list">
        <li>
          <a className="contact-lines__item" href={telHref(clinic.phones.call)} data-contact="call">
            <PhoneIcon />
            <span>
              <span className="contact-lines__label">
                <Trans comment="Link that dials the clinic's phone number.">Call the clinic</Trans>
              </span>
              <span className="contact-lines__number">{formatPhone(clinic.phones.call)}</span>
            </span>
          </a>
        </li>
        <li>
          <a
            className="contact-lines__item"
            href={whatsappHref(clinic.phones.whatsapp, prefilled)}
            target="_blank"
            rel="noopener noreferrer"
            data-contact="whatsapp"
          >
            <ChatIcon />
            <span>
              <span className="contact-lines__label">
                <Trans comment="Link that opens WhatsApp with a message to the clinic already written.">Message us on WhatsApp</Trans>
              </span>
              <span className="contact-lines__number">{formatPhone(clinic.phones.whatsapp)}</span>
            </span>
          </a>
        </li>
        <li>
          <a className="contact-lines__item contact-lines__item--urgent" href={telHref(clinic.phones.emergency)} data-contact="emergency">
            <AlertIcon />
            <span>
              <span className="contact-lines__label">
                <Trans comment="Label of the clinic's own emergency phone number, for its patients. Not the ambulance: that is 995, named separately.">Emergency line</Trans>
              </span>
              <span className="contact-lines__number">{formatPhone(clinic.phones.emergency)}</span>
            </span>
          </a>
        </li>
      </ul>
      <p className="contact-lines__note" data-contact="995">
        <Trans>
          In a medical emergency, such as chest pain that does not go away, call <a href="tel:995">995</a> for an ambulance.
        </Trans>
      </p>
    </div>
  )
}

function PhoneIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z" />
    </svg>
  )
}

function ChatIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm0 2a7 7 0 1 1-3.6 13l-.36-.2-2.2.58.58-2.13-.23-.37A7 7 0 0 1 12 5z" />
    </svg>
  )
}

function AlertIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2 1 21h22L12 2zm0 4.5 7.5 12.5h-15L12 6.5zM11 10v4h2v-4h-2zm0 5.5v2h2v-2h-2z" />
    </svg>
  )
}
