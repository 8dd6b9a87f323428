import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { EnquiryForm } from './EnquiryForm.tsx'
import { CheckboxField, ChoiceField, Field } from './fields.tsx'
import {
  ENQUIRY_CONTROLS,
  ENQUIRY_VISITOR_FIELDS,
  EnquirySchema,
  type EnquiryVisitorField,
} from './schema.ts'

type AnySchema = v.GenericSchema & {
  wrapped?: AnySchema
  pipe?: readonly { type: string; requirement?: unknown }[]
}
const entries = (EnquirySchema.pipe[0] as unknown as { entries: Record<string, AnySchema> }).entries

/** The schema's own rule, read from its pipe: the last length check (after normalising). */
function schemaRule(field: EnquiryVisitorField) {
  const entry = entries[field]!
  const inner = entry.type === 'optional' ? entry.wrapped! : entry
  const maxLengths = (inner.pipe ?? []).filter((item) => item.type === 'max_length')
  return {
    required: entry.type !== 'optional',
    maxLength: maxLengths.at(-1)?.requirement as number | undefined,
  }
}

const i18n = setupI18n({ locale: 'en-SG', messages: { 'en-SG': {} } })

async function renderForm(): Promise<string> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => null }),
    history: createMemoryHistory({ initialEntries: ['/contact-us/'] }),
  })
  await router.load()
  return render(
    <RouterContextProvider router={router}>
      <EnquiryForm />
    </RouterContextProvider>,
  )
}

const render = (node: ReactNode) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

/** The attributes of each `<input>` and `<textarea>` in the markup, by element. */
function controls(html: string): Record<string, string>[] {
  return [...html.matchAll(/<(?:input|textarea)\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [
        name!,
        value ?? '',
      ]),
    ),
  )
}

describe('the enquiry form against its schema', () => {
  it('gives every control the maxLength the schema checks, and none where it checks none', async () => {
    const rendered = controls(await renderForm())
    for (const field of ENQUIRY_VISITOR_FIELDS) {
      const own = rendered.filter((control) => control.name === field)
      expect(own.length, field).toBeGreaterThan(0)
      const expected = schemaRule(field).maxLength
      for (const control of own)
        expect(control.maxLength, field).toBe(expected === undefined ? undefined : String(expected))
    }
  })

  it('marks as required the fields the schema requires (e-mail only when chosen)', async () => {
    const html = await renderForm()
    for (const field of ENQUIRY_VISITOR_FIELDS) {
      const { required } = schemaRule(field)
      expect(Boolean(ENQUIRY_CONTROLS[field].required), field).toBe(required)
      const control = controls(html).find((c) => c.name === field)!
      // Radio groups carry the mark in their legend: the form is `noValidate`. A checkbox is
      // required by aria-required alone: a native required box is invalid until ticked.
      if (control.type === 'checkbox') {
        expect('required' in control, field).toBe(false)
        expect(control['aria-required'], field).toBe(required ? 'true' : undefined)
      } else if (control.type !== 'radio') expect('required' in control, field).toBe(required)
    }
    expect(html).toContain('How should we contact you? *</legend>')
    expect(html).toContain('Preferred time of day</legend>')
  })
})

describe('field components', () => {
  it('tie label, hint and error to the control', () => {
    const html = render(
      <Field id="f-phone" name="phone" label="Phone" hint="For example…" error="Wrong number" />,
    )
    expect(html).toContain('<label for="f-phone">Phone *</label>')
    expect(html).toContain('<p class="field__hint" id="f-phone-hint">For example…</p>')
    expect(html).toContain('<p class="field__error" id="f-phone-error">Wrong number</p>')
    const [input] = controls(html)
    expect(input).toMatchObject({
      id: 'f-phone',
      name: 'phone',
      'aria-invalid': 'true',
      'aria-describedby': 'f-phone-hint f-phone-error',
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
    })
  })

  it('leave out aria-invalid, the error and empty descriptions while the field is valid', () => {
    const html = render(<Field id="f-name" name="name" label="Name" />)
    expect(html).toBe(
      '<div class="field"><label for="f-name">Name *</label><input id="f-name" type="text" autoComplete="name" maxLength="100" required="" name="name"/></div>',
    )
  })

  it('describe a textarea by further ids, then its error', () => {
    const html = render(
      <Field
        id="f-m"
        name="message"
        label="Message"
        describedBy={['note', false]}
        error="Too long"
        rows={5}
      />,
    )
    expect(controls(html)[0]).toMatchObject({
      'aria-describedby': 'note f-m-error',
      'aria-invalid': 'true',
    })
  })

  it('put a checkbox before its label and a radio group’s error on its fieldset', () => {
    const box = render(
      <CheckboxField id="f-c" name="pdpaConsent" label="I agree. *" error="Needed" />,
    )
    // In error the row draws the box's red ring (app.css), leaving the outline to focus.
    expect(box).toMatch(
      /^<div class="field field--check field--invalid"><input id="f-c"[^>]*type="checkbox"/,
    )
    expect(box).toContain('<label for="f-c">I agree. *</label>')
    const group = render(
      <ChoiceField
        id="f-t"
        name="preferredTime"
        label="When"
        error="Choose"
        options={{
          any: 'Any',
          morning: 'Morning',
        }}
      />,
    )
    expect(group).toContain('<fieldset class="field field--choices" aria-describedby="f-t-error">')
    expect(group).toContain(
      '<input type="radio" id="f-t" name="preferredTime" checked="" value="any"/>',
    )
    expect(group).toContain('<input type="radio" name="preferredTime" value="morning"/>')
  })
})
