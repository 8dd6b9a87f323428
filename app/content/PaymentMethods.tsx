import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { clinic } from '../site/clinic.ts'
import type { PaymentMethod } from '../site/config-schema.ts'

const paymentLabels = {
  cash: msg({ message: 'Cash (Singapore dollars)', comment: 'A payment method, shown in a list' }),
  nets: msg({
    message: 'NETS',
    comment: "A payment method: Singapore's debit card network, shown in a list",
  }),
  'credit-card': msg({ message: 'Credit card', comment: 'A payment method, shown in a list' }),
  'debit-card': msg({ message: 'Debit card', comment: 'A payment method, shown in a list' }),
  paynow: msg({
    message: 'PayNow',
    comment:
      "A payment method: Singapore's instant bank transfer by phone number or QR code, shown in a list",
  }),
  'bank-transfer': msg({ message: 'Bank transfer', comment: 'A payment method, shown in a list' }),
  cheque: msg({ message: 'Cheque', comment: 'A payment method, shown in a list' }),
} as const satisfies Record<PaymentMethod, MessageDescriptor>

export function PaymentMethods() {
  const { i18n } = useLingui()
  return (
    <ul className="payment-methods">
      {clinic.fees.paymentMethods.map((method) => (
        <li key={method}>{i18n._(paymentLabels[method])}</li>
      ))}
    </ul>
  )
}
