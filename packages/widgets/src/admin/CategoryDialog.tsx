import {
  ADMIN_CATALOGUE_LIMITS as L,
  ADMIN_CATALOGUE_MESSAGES as M,
  adminCatalogueApi,
  emptyCategoryForm,
  parentChoices,
  toCategoryForm,
  toCategoryInput,
  validateCategoryForm,
  type AdminCategory,
} from '@nirmaan/core';
import { Alert, Button, Dialog, Select, TextAreaField, TextField } from '@nirmaan/ui';
import { useId } from 'react';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { useDialogForm } from '../form-shared/useDialogForm.ts';

export interface CategoryDialogProps {
  /** The category to rename or move; null adds one. */
  category: AdminCategory | null;
  /** A new category's parent, when added from a top-level category's row. */
  parentId?: number | null;
  categories: readonly AdminCategory[];
  onClose: () => void;
  onSaved: (category: AdminCategory) => void;
}

/**
 * Add category / Edit category (issue 28): its name, its place (top level or under a top-level
 * category: the storefront shows two levels), a description and the typical quantity a builder
 * orders. A category with sub-categories stays top level. The server's refusal shows in the dialog.
 */
export function CategoryDialog({ category, parentId = null, categories, onClose, onSaved }: CategoryDialogProps) {
  const formId = useId();
  const hasChildren = category !== null && category.child_count > 0;
  const { form, errors, problem, busy, field, submit } = useDialogForm({
    initial: category ? toCategoryForm(category) : emptyCategoryForm(parentId),
    validate: validateCategoryForm,
    failureMessage: M.saveFailed,
    save: async (typed) => {
      const input = toCategoryInput(typed);
      onSaved(category ? await adminCatalogueApi.updateCategory(category.id, input) : await adminCatalogueApi.createCategory(input));
    },
    onSaved: () => undefined,
  });
  const parents = [
    { value: '', label: 'None: a top-level category' },
    ...parentChoices(categories, category?.id ?? null).map((parent) => ({ value: String(parent.id), label: parent.name })),
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={category ? M.editCategoryTitle : M.addCategoryTitle}
      description={category?.name}
      closeLabel="Close"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={busy} busyLabel={M.saving}>
            {category ? 'Save category' : 'Add category'}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField label="Category name" required value={form.name} maxLength={L.categoryName} onValueChange={field('name')} error={errors.name} />
        <Select
          label="Parent category"
          value={form.parent_id}
          options={parents}
          onValueChange={field('parent_id')}
          disabled={hasChildren}
          hint={hasChildren ? M.keepsChildren(category.name) : 'The storefront shows two levels: a sub-category sits under a top-level category.'}
          error={errors.parent_id}
        />
        <TextAreaField
          label="Description"
          value={form.description}
          maxLength={L.categoryDescription}
          onValueChange={field('description')}
          error={errors.description}
        />
        <TextField
          label="Typical quantity"
          inputMode="numeric"
          hint="What a builder usually orders at once, in its products' unit: the product page's starting quantity"
          value={form.typical_quantity}
          onValueChange={field('typical_quantity')}
          error={errors.typical_quantity}
        />
      </form>
    </Dialog>
  );
}
