import {
  ADMIN_CATALOGUE_LIMITS as L,
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
import { useMessages } from '../locale-shared/useMessages.ts';
import { catalogueTabCatalogue } from './catalogue/catalogueTabMessages.ts';
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

/**
 * Add product / Edit product (issue 28): name, display name, SKU, brand, unit, category,
 * description and the specifications in order; an edited product's photos below (the same manager
 * as the Photos tab). The dialog stays open with the reason when saving fails.
 */
export function CatalogueProductDialog({ product, categoryOptions, notice, onClose, onSaved }: CatalogueProductDialogProps) {
  const formId = useId();
  const { messages } = useMessages(catalogueTabCatalogue);
  const editing = { editing: String(product !== null) };
  const unitOptions = [{ value: '', label: messages['product.chooseUnit']() }, ...ADMIN_CATALOGUE_UNITS.map((unit) => ({ value: unit, label: unit }))];
  const { form, errors, problem, busy, field, specifications, submit } = useCatalogueProductForm(product, async (input) => {
    onSaved(product ? await adminCatalogueApi.updateProduct(product.id, input) : await adminCatalogueApi.createProduct(input));
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={messages['catalogue.dialogTitle'](editing)}
      description={product ? productTitle(product) : undefined}
      closeLabel={messages['product.close']()}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages['catalogue.closeOrCancel'](editing)}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={busy} busyLabel={messages['leads.saving']()}>
            {messages['catalogue.submit'](editing)}
          </Button>
        </>
      }
    >
      {notice && <Alert tone="success">{notice}</Alert>}
      <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField label={messages['product.name']()} required value={form.name} maxLength={L.name} onValueChange={field('name')} error={errors.name} />
        <TextField
          label={messages['catalogue.displayName']()}
          hint={messages['catalogue.displayNameHint']()}
          value={form.display_name}
          maxLength={L.displayName}
          onValueChange={field('display_name')}
          error={errors.display_name}
        />
        <div className={formStyles.pair}>
          <TextField
            label={messages['catalogue.sku']()}
            required
            hint={messages['catalogue.skuHint']()}
            value={form.master_sku}
            maxLength={L.sku}
            onValueChange={field('master_sku')}
            error={errors.master_sku}
          />
          <TextField label={messages['catalogue.brand']()} value={form.brand} maxLength={L.brand} onValueChange={field('brand')} error={errors.brand} />
        </div>
        <div className={formStyles.pair}>
          <Select
            label={messages['products.category']()}
            required
            value={form.category_id}
            options={categoryOptions}
            onValueChange={field('category_id')}
            error={errors.category_id}
          />
          <Select label={messages['products.unit']()} required value={form.unit} options={unitOptions} onValueChange={field('unit')} error={errors.unit} />
        </div>
        <TextAreaField
          label={messages['product.description']()}
          value={form.description}
          maxLength={L.description}
          onValueChange={field('description')}
          error={errors.description}
        />
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
            {messages['tab.photos']()}
          </h3>
          <ProductPhotoManager account="admin" api={adminProductImageApi} productId={product.id} productName={productTitle(product)} canReorder />
        </section>
      ) : (
        <p className={styles.muted}>{messages['catalogue.photosLater']()}</p>
      )}
    </Dialog>
  );
}
