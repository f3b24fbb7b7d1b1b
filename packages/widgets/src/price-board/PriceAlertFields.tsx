import { formatPrice, type City, type PriceRow } from '@nirmaan/core';
import { Alert, Select, TextField } from '@nirmaan/ui';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import type { usePriceAlertForm } from './usePriceAlertForm.ts';

export interface PriceAlertFieldsProps {
  formId: string;
  rows: readonly PriceRow[];
  city: City;
  form: ReturnType<typeof usePriceAlertForm>;
}

/** The price alert's fields: a material of the board and a target price per its unit. */
export function PriceAlertFields({ formId, rows, city, form: { form, errors, problem, field, submit } }: PriceAlertFieldsProps) {
  const chosen = rows.find((row) => String(row.id) === form.productId);
  return (
    <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      {problem && <Alert tone="error">{problem}</Alert>}
      <Select
        label="Material"
        required
        value={form.productId}
        options={rows.map((row) => ({ value: String(row.id), label: row.material }))}
        onValueChange={field('productId')}
        error={errors.productId}
      />
      <TextField
        label={`Target price (₹ per ${chosen?.unit ?? 'unit'})`}
        required
        inputMode="decimal"
        value={form.target}
        onValueChange={field('target')}
        error={errors.target}
        hint={
          chosen
            ? `Today's middle price in ${city}: ${formatPrice(chosen.current_price)} per ${chosen.unit}. We tell you once a supplier's price is at or below your target.`
            : undefined
        }
      />
    </form>
  );
}
