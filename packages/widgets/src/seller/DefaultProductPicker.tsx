import { localeFormat, sellerApi, type SellerDefaultProduct } from '@nirmaan/core';
import { Select, Spinner } from '@nirmaan/ui';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import type { SellerDashboardMessages } from './sellerDashboardMessages.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

export interface DefaultProductPickerProps {
  /** The chosen default product's id, '' for none. */
  value: string;
  /** Told of the product chosen, or null when the choice is cleared. */
  onChoose: (id: string, product: SellerDefaultProduct | null) => void;
  error?: string | undefined;
}

/** 'OPC 53 Grade Cement (50 kg) — per Bag, reference rate ₹420', in the dashboard's language. */
function defaultProductLabel(messages: SellerDashboardMessages, formatPrice: (amount: number) => string, product: SellerDefaultProduct): string {
  const { name, unit, rate } = product;
  return rate === null ? messages['default.option']({ name, unit }) : messages['default.optionWithRate']({ name, unit, rate: formatPrice(rate) });
}

/**
 * The admins' default products to start a listing from (GET /sellers/me/default-products): name,
 * unit and reference rate in one select; the chosen one's brands and description below it.
 */
export function DefaultProductPicker({ value, onChoose, error }: DefaultProductPickerProps) {
  const { messages, locale } = useMessages(sellerDashboardCatalogue);
  const products = useDashboardData('seller', 'default-products', () => sellerApi.listDefaultProducts());
  if (products.status === 'failed') return <LoadFailed onRetry={products.reload} message={messages['default.loadFailed']()} />;
  if (!products.value) return <Spinner label={messages['default.loading']()} />;
  if (products.value.length === 0) return <p className={styles.muted}>{messages['default.none']()}</p>;
  const list = products.value;
  const chosen = list.find((product) => String(product.id) === value) ?? null;
  const details = chosen ? [chosen.brands && messages['default.brands']({ brands: chosen.brands }), chosen.description].filter(Boolean).join('. ') : '';
  return (
    <Select
      label={messages['default.label']()}
      required
      value={value}
      options={[
        { value: '', label: messages['default.choose']() },
        ...list.map((product) => ({ value: String(product.id), label: defaultProductLabel(messages, localeFormat(locale).price, product) })),
      ]}
      onValueChange={(id) => onChoose(id, list.find((product) => String(product.id) === id) ?? null)}
      hint={details || messages['default.hint']()}
      error={error}
    />
  );
}
