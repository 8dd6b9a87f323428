import { Trans, useLingui } from '@lingui/react/macro'
import { clinic } from '../site/clinic.ts'
import { Link } from '../i18n/navigation.tsx'
import { doctorName } from './doctor-name.ts'
import { Image } from '../media/Image.tsx'
import { Fact } from './blocks.tsx'
import { languageNames, listSeparator } from './language-names.ts'

export function DoctorProfile() {
  const { t, i18n } = useLingui()
  const { doctor } = clinic
  const name = doctorName(i18n)
  const specialty = doctor.specialistRegister
  const separator = i18n._(listSeparator)
  return (
    <section
      className="doctor-profile"
      aria-label={t({
        message: 'Credentials',
        comment:
          "Accessible name of the doctor's credentials block (photo, registration, qualifications).",
      })}
    >
      <Image
        src={doctor.photo}
        alt={t({
          comment:
            'Text alternative of the doctor’s photo; {name} is the doctor’s name, e.g. Dr Alex Tan.',
          message: `Portrait of ${name}`,
        })}
        layout="portrait"
        position="top"
        className="doctor-profile__photo"
        priority
      />
      <div>
        {/* The registered name, as on the SMC register (running text uses the display name). */}
        <p className="doctor-profile__name">{doctor.name}</p>
        <dl className="doctor-profile__facts">
          <Fact
            term={
              <Trans comment="Label in the doctor's credentials list. The value is a specialty such as Cardiology.">
                Specialist registration
              </Trans>
            }
          >
            <Trans comment="{specialty} is the specialty as written on the register, e.g. 'Cardiology' (kept in English).">
              {specialty}, Specialist Register of the Singapore Medical Council
            </Trans>
          </Fact>
          <Fact
            term={
              <Trans comment="Label: the doctor's Medical Council Registration number in Singapore.">
                MCR number
              </Trans>
            }
          >
            {doctor.mcrNumber}
          </Fact>
          {doctor.qualifications.length > 0 && (
            <Fact
              term={<Trans comment="Label in the doctor's credentials list.">Qualifications</Trans>}
            >
              {doctor.qualifications.join(separator)}
            </Fact>
          )}
          {doctor.hospitals.length > 0 && (
            <Fact
              term={
                <Trans comment="Label: the hospitals where the doctor may admit and treat patients.">
                  Hospital privileges
                </Trans>
              }
            >
              {doctor.hospitals.join(separator)}
            </Fact>
          )}
          {doctor.languages.length > 0 && (
            <Fact
              term={
                <Trans comment="Label: the languages the doctor consults in.">
                  Languages of consultation
                </Trans>
              }
            >
              {doctor.languages.map((code) => i18n._(languageNames[code])).join(separator)}
            </Fact>
          )}
        </dl>
        <p className="doctor-profile__fees">
          <Link to="feesAndInsurance">
            <Trans comment="Link to the page about consultation fees, insurance and how to pay.">
              Fees, insurance and payment
            </Trans>
          </Link>
        </p>
      </div>
    </section>
  )
}
