import {
  adminApi,
  DEFAULT_PRODUCT_CATEGORIES,
  DEFAULT_PRODUCT_LIMITS,
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
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue, type AdminMessages } from './adminMessages.ts';

export interface DefaultProductDialogProps {
  /** The product to edit; null adds one. */
  product: DefaultProduct | null;
  onClose: () => void;
  onSaved: (product: DefaultProduct) => void;
}

const options = (values: readonly string[], placeholder: string) => [{ value: '', label: placeholder }, ...values.map((value) => ({ value, label: value }))];

/** Core's rule (validateDefaultProduct) writes English: each of its messages by name, to say it in the dashboard's language. */
const ERROR_NAMES = [
  'name',
  'nameTooLong',
  'unit',
  'unknownUnit',
  'category',
  'unknownCategory',
  'rateNegative',
  'rateInvalid',
  'brandsTooLong',
  'descriptionTooLong',
] as const;
const MAX_OF: Partial<Record<(typeof ERROR_NAMES)[number], number>> = {
  nameTooLong: DEFAULT_PRODUCT_LIMITS.name,
  brandsTooLong: DEFAULT_PRODUCT_LIMITS.brands,
  descriptionTooLong: DEFAULT_PRODUCT_LIMITS.description,
};

/** The form's errors in the dashboard's language; a message the rule may add later stays as it came. */
function errorsIn(messages: AdminMessages, errors: FieldErrors<DefaultProductField>): FieldErrors<DefaultProductField> {
  const said: FieldErrors<DefaultProductField> = {};
  for (const [field, english] of Object.entries(errors) as Array<[DefaultProductField, string | undefined]>) {
    const name = ERROR_NAMES.find((key) => DEFAULT_PRODUCT_MESSAGES[key] === english);
    said[field] = name ? messages['product.error']({ error: name, max: MAX_OF[name] ?? 0 }) : english;
  }
  return said;
}

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
  const { messages } = useMessages(adminCatalogue);

  const edit = (field: DefaultProductField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDefaultProduct(form);
    setErrors(errorsIn(messages, found));
    if (hasErrors(found)) return;
    setSaving(true);
    setProblem(null);
    try {
      const input = toDefaultProductInput(form);
      onSaved(product ? await adminApi.updateDefaultProduct(product.id, input) : await adminApi.createDefaultProduct(input));
    } catch (error) {
      setProblem(errorDetail(error, messages['product.saveFailed']()));
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? messages['product.editTitle']() : messages['product.createTitle']()}
      closeLabel={messages['product.close']()}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages['review.cancel']()}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={saving} busyLabel={messages['leads.saving']()}>
            {editing ? messages['product.update']() : messages['product.create']()}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField label={messages['product.name']()} required value={form.name} onValueChange={edit('name')} error={errors.name} />
        <div className={formStyles.pair}>
          <Select
            label={messages['products.category']()}
            required
            value={form.category_name}
            options={options(DEFAULT_PRODUCT_CATEGORIES, messages['product.chooseCategory']())}
            onValueChange={edit('category_name')}
            error={errors.category_name}
          />
          <Select
            label={messages['products.unit']()}
            required
            value={form.unit}
            options={options(DEFAULT_PRODUCT_UNITS, messages['product.chooseUnit']())}
            onValueChange={edit('unit')}
            error={errors.unit}
          />
        </div>
        <NumberField
          label={messages['product.rate']()}
          hint={messages['product.rateHint']()}
          min={0}
          step={0.01}
          value={form.rate}
          onValueChange={edit('rate')}
          error={errors.rate}
        />
        <TextField
          label={messages['products.brands']()}
          hint={messages['product.brandsHint']({ example: 'UltraTech, ACC' })}
          value={form.brands}
          onValueChange={edit('brands')}
          error={errors.brands}
        />
        <TextAreaField label={messages['product.description']()} value={form.description} onValueChange={edit('description')} error={errors.description} />
        <label className={formStyles.checkbox}>
          <input type="checkbox" checked={form.is_active} onChange={(event) => setForm((current) => ({ ...current, is_active: event.target.checked }))} />
          {messages['product.active']()}
        </label>
      </form>
    </Dialog>
  );
}
