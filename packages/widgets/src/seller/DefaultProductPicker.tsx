import { formatPrice, sellerApi, type SellerDefaultProduct } from '@nirmaan/core';
import { Select, Spinner } from '@nirmaan/ui';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';

export interface DefaultProductPickerProps {
  /** The chosen default product's id, '' for none. */
  value: string;
  /** Told of the product chosen, or null when the choice is cleared. */
  onChoose: (id: string, product: SellerDefaultProduct | null) => void;
  error?: string | undefined;
}

/** 'OPC 53 Grade Cement (50 kg) — per Bag, reference rate ₹420'. */
function defaultProductLabel(product: SellerDefaultProduct): string {
  return `${product.name} — per ${product.unit}${product.rate === null ? '' : `, reference rate ${formatPrice(product.rate)}`}`;
}

/**
 * The admins' default products to start a listing from (GET /sellers/me/default-products): name,
 * unit and reference rate in one select; the chosen one's brands and description below it.
 */
export function DefaultProductPicker({ value, onChoose, error }: DefaultProductPickerProps) {
  const products = useDashboardData('seller', 'default-products', () => sellerApi.listDefaultProducts());
  if (products.status === 'failed') return <LoadFailed onRetry={products.reload} message="Could not load the default products." />;
  if (!products.value) return <Spinner label="Loading default products" />;
  if (products.value.length === 0) return <p className={styles.muted}>No default products are offered yet. List a product from the catalogue instead.</p>;
  const list = products.value;
  const chosen = list.find((product) => String(product.id) === value) ?? null;
  const details = chosen ? [chosen.brands && `Brands: ${chosen.brands}`, chosen.description].filter(Boolean).join('. ') : '';
  return (
    <Select
      label="Default product"
      required
      value={value}
      options={[
        { value: '', label: 'Select a default product' },
        ...list.map((product) => ({ value: String(product.id), label: defaultProductLabel(product) })),
      ]}
      onValueChange={(id) => onChoose(id, list.find((product) => String(product.id) === id) ?? null)}
      hint={details || 'Products the Nirmaan team offers to sellers, with a reference rate'}
      error={error}
    />
  );
}
