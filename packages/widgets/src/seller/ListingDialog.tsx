import {
  emptyListingForm,
  sellerApi,
  sellerErrorMessage,
  toListingForm,
  validateListingForm,
  type ListingField,
  type ListingForm,
  type Product,
  type SellerDefaultProduct,
  type SellerListing,
  type SellerListingCreate,
} from '@nirmaan/core';
import { Alert, Button, Dialog, NumberField, Select, Spinner, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { DefaultProductPicker } from './DefaultProductPicker.tsx';
import * as sourceStyles from './listingSource.css.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { sellerCoreErrors } from './sellerCoreText.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

/** Where a new listing starts: a catalogue product, or one of the admins' default products. */
type ListingSource = 'catalogue' | 'default';

const SOURCES = [
  { value: 'catalogue', label: 'form.sourceCatalogue' },
  { value: 'default', label: 'form.sourceDefault' },
] as const satisfies ReadonlyArray<{ value: ListingSource; label: string }>;

export interface ListingDialogProps {
  /** The listing to edit; null creates one. */
  listing: SellerListing | null;
  /** Products the seller already lists (one listing per product). */
  listedProductIds: readonly number[];
  onClose: () => void;
  onSaved: (listing: SellerListing) => void;
}

/**
 * 'Add Listing' / 'Edit Listing': product (new listings only), price, stock, seller SKU, active. A
 * new listing starts from a catalogue product (found by part of its name) or from one of the
 * admins' default products, whose reference rate fills in the price.
 */
export function ListingDialog({ listing, listedProductIds, onClose, onSaved }: ListingDialogProps) {
  const { messages } = useMessages(sellerDashboardCatalogue);
  const editing = listing !== null;
  const [form, setForm] = useState<ListingForm>(() => (listing ? toListingForm(listing) : emptyListingForm()));
  const [source, setSource] = useState<ListingSource>('catalogue');
  const [defaultProductId, setDefaultProductId] = useState('');
  /** The price a default product's rate filled in, replaced when another is picked unless the seller changed it. */
  const prefilledPrice = useRef<string | null>(null);
  const sourceName = useId();
  const [errors, setErrors] = useState<Partial<Record<ListingField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [productSearch, setProductSearch] = useState('');
  const [searchedFor, setSearchedFor] = useState(productSearch.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSearchedFor(productSearch.trim()), 300); // after 300 ms without typing, like the header search
    return () => clearTimeout(timer);
  }, [productSearch]);
  const products = useDashboardData<Product[]>('seller', editing ? 'products?editing' : `products?search=${searchedFor}`, () =>
    editing ? Promise.resolve([]) : sellerApi.listProducts(searchedFor),
  );
  const formId = useId();
  const field = (name: 'product_id' | 'price' | 'stock_quantity' | 'seller_sku') => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  const fromDefault = !editing && source === 'default';

  const chooseSource = (next: ListingSource) => {
    setSource(next);
    setErrors((current) => ({ ...current, product_id: undefined }));
  };

  const chooseDefaultProduct = (id: string, product: SellerDefaultProduct | null) => {
    setDefaultProductId(id);
    setErrors((current) => ({ ...current, product_id: undefined }));
    if (product?.rate == null) return;
    const rate = String(product.rate);
    const filledBefore = prefilledPrice.current;
    prefilledPrice.current = rate;
    setForm((current) => (current.price.trim() === '' || current.price === filledBefore ? { ...current, price: rate } : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateListingForm(fromDefault ? { ...form, product_id: defaultProductId } : form, editing);
    if (!result.ok) {
      setErrors(sellerCoreErrors(messages, result.errors));
      return;
    }
    setErrors({});
    setSaving(true);
    setMessage(null);
    const { price, stock_quantity, seller_sku, is_active } = result.create;
    const create: SellerListingCreate = fromDefault
      ? { default_product_id: Number(defaultProductId), price, stock_quantity, seller_sku, is_active }
      : result.create;
    try {
      onSaved(listing ? await sellerApi.updateListing(listing.id, result.update) : await sellerApi.createListing(create));
    } catch (error) {
      setMessage(sellerErrorMessage(error, editing ? messages.updateListingFailed() : messages.createListingFailed()));
      setSaving(false);
    }
  };

  const choices = (products.value ?? []).filter((product) => !listedProductIds.includes(product.id));
  const productOptions = [
    { value: '', label: messages['form.chooseProduct']() },
    ...choices.map((product) => ({ value: String(product.id), label: product.display_name ?? product.name })),
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? messages['form.editTitle']() : messages['form.addTitle']()}
      closeLabel={messages.close()}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.cancel()}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={saving} busyLabel={messages.saving()}>
            {editing ? messages['form.update']() : messages['form.create']()}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {message && <Alert tone="error">{message}</Alert>}
        {!editing && (
          <fieldset className={sourceStyles.sourceGroup}>
            <legend className={sourceStyles.sourceLegend}>{messages['form.source']()}</legend>
            <div className={sourceStyles.sourceOptions}>
              {SOURCES.map((option) => (
                <label key={option.value} className={sourceStyles.sourceOption}>
                  <input type="radio" name={sourceName} value={option.value} checked={source === option.value} onChange={() => chooseSource(option.value)} />
                  {messages[option.label]()}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {editing ? (
          <p className={styles.subheading}>{listing.product.name}</p>
        ) : fromDefault ? (
          <DefaultProductPicker value={defaultProductId} onChoose={chooseDefaultProduct} error={errors.product_id} />
        ) : products.status === 'loading' && !products.value ? (
          <Spinner label={messages['form.loadingProducts']()} />
        ) : (
          <>
            <TextField
              type="search"
              label={messages['form.find']()}
              hint={messages['form.findHint']()}
              value={productSearch}
              onValueChange={setProductSearch}
            />
            <Select
              label={messages['form.product']()}
              required
              value={form.product_id}
              options={productOptions}
              onValueChange={field('product_id')}
              error={errors.product_id}
            />
          </>
        )}
        <div className={formStyles.pair}>
          <NumberField
            label={messages['form.price']()}
            required
            min={0.01}
            step={0.01}
            value={form.price}
            onValueChange={field('price')}
            error={errors.price}
          />
          <NumberField
            label={messages['form.stock']()}
            required
            min={0}
            step={1}
            inputMode="numeric"
            value={form.stock_quantity}
            onValueChange={field('stock_quantity')}
            error={errors.stock_quantity}
          />
        </div>
        <TextField label={messages['form.sku']()} value={form.seller_sku} onValueChange={field('seller_sku')} />
        <label className={formStyles.checkbox}>
          <input type="checkbox" checked={form.is_active} onChange={(event) => setForm((current) => ({ ...current, is_active: event.target.checked }))} />
          {messages['form.active']()}
        </label>
      </form>
    </Dialog>
  );
}
