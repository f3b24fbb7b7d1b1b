import {
  ADMIN_CATALOGUE_LIMITS as L,
  ADMIN_CATALOGUE_MESSAGES as M,
  ADMIN_CATALOGUE_UNITS,
  adminCatalogueApi,
  adminProductImageApi,
  productTitle,
  type AdminCatalogueProduct,
} from '@nirmaan/core';
import { Alert, Button, Dialog, Select, TextAreaField, TextField, type SelectOption } from '@nirmaan/ui';
import { useId } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { ProductPhotoManager } from '../dashboard-shared/ProductPhotoManager.tsx';
import { SpecificationsEditor } from './SpecificationsEditor.tsx';
import { useCatalogueProductForm } from './useCatalogueProductForm.ts';

export interface CatalogueProductDialogProps {
  /** The product to edit; null adds one. */
  product: AdminCatalogueProduct | null;
  /** The categories to choose from, labelled with their parent ("Cement › OPC"). */
  categoryOptions: readonly SelectOption[];
  /** Said above the form, e.g. that a new product was saved and can now have photos. */
  notice?: string | null;
  onClose: () => void;
  onSaved: (product: AdminCatalogueProduct) => void;
}

const UNIT_OPTIONS = [{ value: '', label: 'Select a unit' }, ...ADMIN_CATALOGUE_UNITS.map((unit) => ({ value: unit, label: unit }))];

/**
 * Add product / Edit product (issue 28): name, display name, SKU, brand, unit, category,
 * description and the specifications in order; an edited product's photos below (the same manager
 * as the Photos tab). The dialog stays open with the reason when saving fails.
 */
export function CatalogueProductDialog({ product, categoryOptions, notice, onClose, onSaved }: CatalogueProductDialogProps) {
  const formId = useId();
  const { form, errors, problem, busy, field, specifications, submit } = useCatalogueProductForm(product, async (input) => {
    onSaved(product ? await adminCatalogueApi.updateProduct(product.id, input) : await adminCatalogueApi.createProduct(input));
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={product ? M.editProductTitle : M.addProductTitle}
      description={product ? productTitle(product) : undefined}
      closeLabel="Close"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {product ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={busy} busyLabel={M.saving}>
            {product ? 'Save changes' : 'Add product'}
          </Button>
        </>
      }
    >
      {notice && <Alert tone="success">{notice}</Alert>}
      <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField label="Product name" required value={form.name} maxLength={L.name} onValueChange={field('name')} error={errors.name} />
        <TextField
          label="Display name"
          hint="Shown to buyers instead of the name, when given"
          value={form.display_name}
          maxLength={L.displayName}
          onValueChange={field('display_name')}
          error={errors.display_name}
        />
        <div className={formStyles.pair}>
          <TextField
            label="SKU"
            required
            hint="Letters, digits and - _ . /"
            value={form.master_sku}
            maxLength={L.sku}
            onValueChange={field('master_sku')}
            error={errors.master_sku}
          />
          <TextField label="Brand" value={form.brand} maxLength={L.brand} onValueChange={field('brand')} error={errors.brand} />
        </div>
        <div className={formStyles.pair}>
          <Select
            label="Category"
            required
            value={form.category_id}
            options={categoryOptions}
            onValueChange={field('category_id')}
            error={errors.category_id}
          />
          <Select label="Unit" required value={form.unit} options={UNIT_OPTIONS} onValueChange={field('unit')} error={errors.unit} />
        </div>
        <TextAreaField label="Description" value={form.description} maxLength={L.description} onValueChange={field('description')} error={errors.description} />
        <SpecificationsEditor
          pairs={form.specifications}
          keys={specifications.keys}
          error={errors.specifications}
          onAdd={specifications.add}
          onRemove={specifications.remove}
          onMove={specifications.move}
          onEdit={specifications.edit}
        />
      </form>
      {product ? (
        <section aria-labelledby={`${formId}-photos`} className={formStyles.form}>
          <h3 id={`${formId}-photos`} className={styles.subheading}>
            Photos
          </h3>
          <ProductPhotoManager account="admin" api={adminProductImageApi} productId={product.id} productName={productTitle(product)} canReorder />
        </section>
      ) : (
        <p className={styles.muted}>Photos can be added once the product is saved.</p>
      )}
    </Dialog>
  );
}
