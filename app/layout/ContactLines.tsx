import { Trans, useLingui } from '@lingui/react/macro'
import { clinic } from '../site/clinic.ts'
import { NewTabNote } from '../content/NewTabNote.tsx'
import { formatPhone, telHref, whatsappHref } from '../site/phone.ts'

// 995 first and most prominent: a patient with chest pain calls an ambulance, not the clinic.
export function ContactLines() {
  const { t } = useLingui()
  const clinicName = clinic.clinicName
  const prefilled = t({
    comment:
      'Prefilled WhatsApp message a visitor sends to the clinic; they can edit it before sending.',
    message: `Hello ${clinicName}, I would like to make an enquiry about an appointment.`,
  })
  return (
    <div className="contact-lines">
      <a className="contact-lines__emergency" href="tel:995" data-contact="995">
        <AlertIcon />
        <span>
          <span className="contact-lines__emergency-title">
            <Trans comment="The first and most prominent contact option: Singapore's public emergency number (ambulance).">
              Chest pain or collapse: call 995
            </Trans>
          </span>
          <span className="contact-lines__number">
            <Trans comment="Under 'Chest pain or collapse: call 995'. SCDF is the Singapore Civil Defence Force, which runs the ambulance service.">
              Emergency ambulance (SCDF), 24 hours
            </Trans>
          </span>
        </span>
      </a>
      <ul className="contact-lines__list">
        <li>
          <a className="contact-lines__item" href={telHref(clinic.phones.call)} data-contact="call">
            <PhoneIcon />
            <span>
              <span className="contact-lines__label">
                <Trans comment="Contact option: a link that phones the clinic during opening hours.">
                  Call the clinic
                </Trans>
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
                <Trans comment="Contact option: a link that opens WhatsApp with a message to the clinic.">
                  Message us on WhatsApp
                </Trans>
                <NewTabNote />
              </span>
              <span className="contact-lines__number">
                <NotForEmergencies number={formatPhone(clinic.phones.whatsapp)} />
              </span>
            </span>
          </a>
        </li>
        <li>
          <a
            className="contact-lines__item"
            href={telHref(clinic.phones.afterHours)}
            data-contact="after-hours"
          >
            <ClockIcon />
            <span>
              <span className="contact-lines__label">
                <Trans comment="Contact option: the clinic's phone line outside opening hours, for patients already under the clinic's care.">
                  After-hours line for existing patients
                </Trans>
              </span>
              <span className="contact-lines__number">
                <NotForEmergencies number={formatPhone(clinic.phones.afterHours)} />
              </span>
            </span>
          </a>
        </li>
      </ul>
    </div>
  )
}

export function PhoneIcon() {
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

function ClockIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm-1 3v5.4l4.3 2.6 1-1.7-3.3-2V7h-2z" />
    </svg>
  )
}

export function AlertIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2 1 21h22L12 2zm0 4.5 7.5 12.5h-15L12 6.5zM11 10v4h2v-4h-2zm0 5.5v2h2v-2h-2z" />
    </svg>
  )
}

function NotForEmergencies({ number }: { number: string }) {
  const caveat = (
    <strong className="contact-lines__caveat">
      <Trans comment="Shown beside the clinic's WhatsApp and after-hours numbers: emergencies must call 995 instead.">
        Not for emergencies
      </Trans>
    </strong>
  )
  return (
    <Trans comment="A phone number, then the warning “Not for emergencies” beside it (+65 8000 0000 · Not for emergencies); both are filled in. Write only what goes between them (Japanese: the warning in （）, never ·).">
      {number} · {caveat}
    </Trans>
  )
}
