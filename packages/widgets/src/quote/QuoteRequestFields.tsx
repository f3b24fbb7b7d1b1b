import { QUOTE_MATERIALS, QUOTE_MESSAGES, QUOTE_UNITS } from '@nirmaan/core';
import { Alert, Select, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import type { QuoteFormState } from './useQuoteForm.ts';
import * as styles from './quote.css.ts';

const MATERIAL_OPTIONS = [{ value: '', label: 'Select material' }, ...QUOTE_MATERIALS.map((material) => ({ value: material, label: material }))];
const UNIT_OPTIONS = [{ value: '', label: 'Select unit' }, ...QUOTE_UNITS.map((unit) => ({ value: unit, label: unit }))];

export interface QuoteRequestFieldsProps {
  formId: string;
  state: QuoteFormState;
}

/** The quote form's fields (spec storefront §3, §5): name, e-mail, phone, company, material, quantity, unit, message. */
export function QuoteRequestFields({ formId, state }: QuoteRequestFieldsProps) {
  const { form, errors, problem, status, edit, submit } = state;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'editing') void submit();
  };

  if (status === 'sent') {
    return (
      <div className={styles.sent}>
        <Alert tone="success">{QUOTE_MESSAGES.sent}</Alert>
      </div>
    );
  }
  return (
    <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.promise}>{QUOTE_MESSAGES.promise}</p>
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className={styles.pair}>
        <TextField label="Full name" required autoComplete="name" value={form.name} onValueChange={edit('name')} error={errors.name} />
        <TextField
          label="Phone number"
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          prefix="+91"
          maxLength={10}
          value={form.phone}
          onValueChange={(value) => edit('phone')(value.replace(/\D/g, '').slice(0, 10))}
          error={errors.phone}
        />
      </div>
      <div className={styles.pair}>
        <TextField label="Email" required type="email" autoComplete="email" value={form.email} onValueChange={edit('email')} error={errors.email} />
        <TextField label="Company" autoComplete="organization" value={form.company} onValueChange={edit('company')} />
      </div>
      <Select label="Material" required value={form.material} options={MATERIAL_OPTIONS} onValueChange={edit('material')} error={errors.material} />
      <div className={styles.pair}>
        <TextField label="Quantity" required inputMode="decimal" value={form.quantity} onValueChange={edit('quantity')} error={errors.quantity} />
        <Select label="Unit" required value={form.unit} options={UNIT_OPTIONS} onValueChange={edit('unit')} error={errors.unit} />
      </div>
      <TextField label="Message" value={form.message} onValueChange={edit('message')} hint="Site location, delivery date, brand preference..." />
    </form>
  );
}
