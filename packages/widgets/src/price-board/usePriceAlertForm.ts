import { parseTargetPrice, priceAlertFormProblems, priceAlertsApi, type City, type FieldErrors, type PriceAlertsApi, type PriceRow } from '@nirmaan/core';
import { useDialogForm } from '../form-shared/useDialogForm.ts';
import type { PriceAlertMessages } from './alert-dialog/priceAlertMessages.ts';

export interface PriceAlertForm {
  productId: string;
  target: string;
}

/** The form's problems (core names them) in the language shown. */
function priceAlertErrors(form: PriceAlertForm, messages: PriceAlertMessages): FieldErrors<keyof PriceAlertForm> {
  const problems = priceAlertFormProblems(form);
  const errors: FieldErrors<keyof PriceAlertForm> = {};
  if (problems.productId) errors.productId = messages['error.product']();
  if (problems.target) errors.target = messages['error.target']();
  return errors;
}

/** The price alert form's state: a material of the board (the first at start) and a target price, set in the board's city. */
export function usePriceAlertForm(
  rows: readonly PriceRow[] | null,
  city: City,
  onSet: () => void,
  messages: PriceAlertMessages,
  api: Pick<PriceAlertsApi, 'set'> = priceAlertsApi,
) {
  return useDialogForm<PriceAlertForm>({
    initial: { productId: String(rows?.[0]?.id ?? ''), target: '' },
    validate: (form) => priceAlertErrors(form, messages),
    save: async (values) => {
      const target = parseTargetPrice(values.target);
      if ('rupees' in target) await api.set({ product_id: Number(values.productId), city, target_price: target.rupees });
    },
    failureMessage: messages.failed(),
    onSaved: onSet,
  });
}
