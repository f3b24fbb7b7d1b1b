import {
  emptyListingForm,
  SELLER_MESSAGES,
  sellerApi,
  sellerErrorMessage,
  toListingForm,
  validateListingForm,
  type ListingField,
  type ListingForm,
  type Product,
  type SellerListing,
} from '@nirmaan/core';
import { Alert, Button, Dialog, NumberField, Select, Spinner, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './seller.css.ts';
import { useSellerData } from './useSellerData.ts';

export interface ListingDialogProps {
  /** The listing to edit; null creates one. */
  listing: SellerListing | null;
  /** Products the seller already lists (one listing per product). */
  listedProductIds: readonly number[];
  onClose: () => void;
  onSaved: (listing: SellerListing) => void;
}

/** 'Add Listing' / 'Edit Listing': product (new listings only), price, stock, seller SKU, active. */
export function ListingDialog({ listing, listedProductIds, onClose, onSaved }: ListingDialogProps) {
  const editing = listing !== null;
  const [form, setForm] = useState<ListingForm>(() => (listing ? toListingForm(listing) : emptyListingForm()));
  const [errors, setErrors] = useState<Partial<Record<ListingField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [productSearch, setProductSearch] = useState('');
  const products = useSellerData<Product[]>(() => (editing ? Promise.resolve([]) : sellerApi.listProducts(productSearch.trim())));
  const { reload: reloadProducts } = products;
  const searchedFor = useRef(productSearch);
  useEffect(() => {
    if (editing || searchedFor.current === productSearch) return;
    searchedFor.current = productSearch;
    const timer = setTimeout(reloadProducts, 300); // after 300 ms without typing, like the header search
    return () => clearTimeout(timer);
  }, [editing, productSearch, reloadProducts]);
  const formId = useId();
  const field = (name: 'product_id' | 'price' | 'stock_quantity' | 'seller_sku') => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateListingForm(form, editing);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    setMessage(null);
    try {
      onSaved(listing ? await sellerApi.updateListing(listing.id, result.update) : await sellerApi.createListing(result.create));
    } catch (error) {
      setMessage(sellerErrorMessage(error, editing ? SELLER_MESSAGES.updateListingFailed : SELLER_MESSAGES.createListingFailed));
      setSaving(false);
    }
  };

  const choices = (products.value ?? []).filter((product) => !listedProductIds.includes(product.id));
  const productOptions = [{ value: '', label: 'Select a product' }, ...choices.map((product) => ({ value: String(product.id), label: product.display_name ?? product.name }))];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit Listing' : 'Add Listing'}
      closeLabel="Close"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={saving} busyLabel="Saving...">
            {editing ? 'Update Listing' : 'Create Listing'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {message && <Alert tone="error">{message}</Alert>}
        {editing ? (
          <p className={styles.subheading}>{listing.product.name}</p>
        ) : products.status === 'loading' && !products.value ? (
          <Spinner label="Loading products" />
        ) : (
          <>
            <TextField type="search" label="Find a product" hint="Part of its name, brand or SKU" value={productSearch} onValueChange={setProductSearch} />
            <Select label="Product" required value={form.product_id} options={productOptions} onValueChange={field('product_id')} error={errors.product_id} />
          </>
        )}
        <div className={styles.pair}>
          <NumberField label="Price (₹)" required min={0.01} step={0.01} value={form.price} onValueChange={field('price')} error={errors.price} />
          <NumberField label="Stock Quantity" required min={0} step={1} inputMode="numeric" value={form.stock_quantity} onValueChange={field('stock_quantity')} error={errors.stock_quantity} />
        </div>
        <TextField label="Seller SKU" value={form.seller_sku} onValueChange={field('seller_sku')} />
        <label className={styles.checkbox}>
          <input type="checkbox" checked={form.is_active} onChange={(event) => setForm((current) => ({ ...current, is_active: event.target.checked }))} />
          Active
        </label>
      </form>
    </Dialog>
  );
}
