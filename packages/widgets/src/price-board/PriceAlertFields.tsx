import { localeFormat, type City, type Locale, type PriceRow } from '@nirmaan/core';
import { Alert, Select, TextField } from '@nirmaan/ui';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import type { PriceAlertMessages } from './alert-dialog/priceAlertMessages.ts';
import { alertCityName, priceAlertProblemText } from './alert-dialog/priceAlertTexts.ts';
import type { usePriceAlertForm } from './usePriceAlertForm.ts';

export interface PriceAlertFieldsProps {
  formId: string;
  rows: readonly PriceRow[];
  city: City;
  form: ReturnType<typeof usePriceAlertForm>;
  messages: PriceAlertMessages;
  locale: Locale;
}

/** The price alert's fields: a material of the board and a target price per its unit (units and material names as sellers wrote them). */
export function PriceAlertFields({ formId, rows, city, form: { form, errors, problem, field, submit }, messages, locale }: PriceAlertFieldsProps) {
  const chosen = rows.find((row) => String(row.id) === form.productId);
  return (
    <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      {problem && <Alert tone="error">{priceAlertProblemText(problem, messages, locale)}</Alert>}
      <Select
        label={messages.material()}
        required
        value={form.productId}
        options={rows.map((row) => ({ value: String(row.id), label: row.material }))}
        onValueChange={field('productId')}
        error={errors.productId}
      />
      <TextField
        label={chosen ? messages.target({ unit: chosen.unit }) : messages.targetPerUnit()}
        required
        inputMode="decimal"
        value={form.target}
        onValueChange={field('target')}
        error={errors.target}
        hint={
          chosen
            ? messages.targetHint({ city: alertCityName(city, messages), price: localeFormat(locale).price(chosen.current_price), unit: chosen.unit })
            : undefined
        }
      />
    </form>
  );
}
