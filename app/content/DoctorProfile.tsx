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
  const mcrNumber = doctor.mcrNumber
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
              <Trans comment="Label in the doctor's credentials list: the doctor's registration number with the Singapore Medical Council; MCR is its abbreviation, kept as it is written on the register.">
                Medical Council registration number (MCR)
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
                <Trans comment="Label in the doctor's credentials list: the hospitals where the doctor may admit and treat patients (hospital privileges), in plain words.">
                  Hospitals where the doctor treats patients
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
        {/* The credentials are checkable: the public register, searched by name or MCR number. */}
        <p className="doctor-profile__register">
          <Trans comment="Under the doctor's credentials. <0> links to the Singapore Medical Council's public list of registered doctors (an official register, in English); {mcrNumber} is a code such as M12345A.">
            You can check this registration on the Singapore Medical Council's{' '}
            <a href={doctor.registerUrl}>List of Registered Doctors</a>, by the doctor's name or the
            MCR number {mcrNumber}.
          </Trans>
        </p>
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
