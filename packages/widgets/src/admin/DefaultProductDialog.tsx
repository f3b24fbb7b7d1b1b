import {
  adminApi,
  DEFAULT_PRODUCT_CATEGORIES,
  DEFAULT_PRODUCT_MESSAGES,
  DEFAULT_PRODUCT_UNITS,
  emptyDefaultProductForm,
  errorDetail,
  hasErrors,
  toDefaultProductForm,
  toDefaultProductInput,
  validateDefaultProduct,
  type DefaultProduct,
  type DefaultProductField,
  type DefaultProductForm,
  type FieldErrors,
} from '@nirmaan/core';
import { Alert, Button, Dialog, NumberField, Select, TextAreaField, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';

export interface DefaultProductDialogProps {
  /** The product to edit; null adds one. */
  product: DefaultProduct | null;
  onClose: () => void;
  onSaved: (product: DefaultProduct) => void;
}

const options = (values: readonly string[], placeholder: string) => [{ value: '', label: placeholder }, ...values.map((value) => ({ value, label: value }))];
const CATEGORY_OPTIONS = options(DEFAULT_PRODUCT_CATEGORIES, 'Select a category');
const UNIT_OPTIONS = options(DEFAULT_PRODUCT_UNITS, 'Select a unit');

/**
 * 'Add New Default Product' / 'Edit Default Product' (spec toolkit §4, §5): name, category and unit
 * required, rate not negative; a field's error clears when it is edited; 'Saving...' while sent; the
 * dialog stays open with the reason when saving fails.
 */
export function DefaultProductDialog({ product, onClose, onSaved }: DefaultProductDialogProps) {
  const editing = product !== null;
  const formId = useId();
  const [form, setForm] = useState<DefaultProductForm>(() => (product ? toDefaultProductForm(product) : emptyDefaultProductForm()));
  const [errors, setErrors] = useState<FieldErrors<DefaultProductField>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const edit = (field: DefaultProductField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDefaultProduct(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    setProblem(null);
    try {
      const input = toDefaultProductInput(form);
      onSaved(product ? await adminApi.updateDefaultProduct(product.id, input) : await adminApi.createDefaultProduct(input));
    } catch (error) {
      setProblem(errorDetail(error, 'Failed to save the product. Please try again.'));
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? DEFAULT_PRODUCT_MESSAGES.editTitle : DEFAULT_PRODUCT_MESSAGES.createTitle}
      closeLabel="Close"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={saving} busyLabel={DEFAULT_PRODUCT_MESSAGES.saving}>
            {editing ? DEFAULT_PRODUCT_MESSAGES.update : DEFAULT_PRODUCT_MESSAGES.create}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField label="Product name" required value={form.name} onValueChange={edit('name')} error={errors.name} />
        <div className={formStyles.pair}>
          <Select
            label="Category"
            required
            value={form.category_name}
            options={CATEGORY_OPTIONS}
            onValueChange={edit('category_name')}
            error={errors.category_name}
          />
          <Select label="Unit" required value={form.unit} options={UNIT_OPTIONS} onValueChange={edit('unit')} error={errors.unit} />
        </div>
        <NumberField label="Rate (₹)" hint="Optional reference rate" min={0} step={0.01} value={form.rate} onValueChange={edit('rate')} error={errors.rate} />
        <TextField
          label="Brands"
          hint="Separate brands with commas, e.g. UltraTech, ACC"
          value={form.brands}
          onValueChange={edit('brands')}
          error={errors.brands}
        />
        <TextAreaField label="Description" value={form.description} onValueChange={edit('description')} error={errors.description} />
        <label className={formStyles.checkbox}>
          <input type="checkbox" checked={form.is_active} onChange={(event) => setForm((current) => ({ ...current, is_active: event.target.checked }))} />
          Active
        </label>
      </form>
    </Dialog>
  );
}
