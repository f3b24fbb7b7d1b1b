import { parseTargetPrice, PRICE_ALERT_MESSAGES, priceAlertsApi, type City, type FieldErrors, type PriceAlertsApi, type PriceRow } from '@nirmaan/core';
import { useDialogForm } from '../form-shared/useDialogForm.ts';

export interface PriceAlertForm {
  productId: string;
  target: string;
}

function validatePriceAlert(form: PriceAlertForm): FieldErrors<keyof PriceAlertForm> {
  const errors: FieldErrors<keyof PriceAlertForm> = {};
  if (!form.productId) errors.productId = PRICE_ALERT_MESSAGES.product;
  const target = parseTargetPrice(form.target);
  if ('error' in target) errors.target = target.error;
  return errors;
}

/** The price alert form's state: a material of the board (the first at start) and a target price, set in the board's city. */
export function usePriceAlertForm(rows: readonly PriceRow[] | null, city: City, onSet: () => void, api: Pick<PriceAlertsApi, 'set'> = priceAlertsApi) {
  return useDialogForm<PriceAlertForm>({
    initial: { productId: String(rows?.[0]?.id ?? ''), target: '' },
    validate: validatePriceAlert,
    save: async (values) => {
      const target = parseTargetPrice(values.target);
      if ('rupees' in target) await api.set({ product_id: Number(values.productId), city, target_price: target.rupees });
    },
    failureMessage: 'The price alert could not be set. Please try again.',
    onSaved: onSet,
  });
}
