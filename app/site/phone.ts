export function formatPhone(e164: string): string {
  const sg = /^\+65(\d{4})(\d{4})$/.exec(e164)
  return sg ? `+65 ${sg[1]} ${sg[2]}` : e164
}

export function telHref(e164: string): string {
  return `tel:${e164}`
}

export function whatsappHref(e164: string, text: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}
