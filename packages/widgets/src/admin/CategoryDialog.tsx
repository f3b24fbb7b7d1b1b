import {
  ADMIN_CATALOGUE_LIMITS as L,
  adminCatalogueApi,
  categoryFormProblems,
  emptyCategoryForm,
  localeFormat,
  parentChoices,
  toCategoryForm,
  toCategoryInput,
  type AdminCategory,
} from '@nirmaan/core';
import { Alert, Button, Dialog, Select, TextAreaField, TextField } from '@nirmaan/ui';
import { useId } from 'react';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { useDialogForm } from '../form-shared/useDialogForm.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { catalogueTabCatalogue } from './catalogue/catalogueTabMessages.ts';
import { catalogueRuleSaid, problemsSaid } from './catalogueRuleTexts.ts';

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
  const { messages, locale } = useMessages(catalogueTabCatalogue);
  const number = localeFormat(locale).number;
  const editing = { editing: String(category !== null) };
  const { form, errors, problem, busy, field, submit } = useDialogForm({
    initial: category ? toCategoryForm(category) : emptyCategoryForm(parentId),
    validate: (typed) => problemsSaid(categoryFormProblems(typed), (problem) => catalogueRuleSaid(messages, number, problem)),
    failureMessage: messages['catalogue.saveFailed'](),
    save: async (typed) => {
      const input = toCategoryInput(typed);
      onSaved(category ? await adminCatalogueApi.updateCategory(category.id, input) : await adminCatalogueApi.createCategory(input));
    },
    onSaved: () => undefined,
  });
  const parents = [
    { value: '', label: messages['categories.topLevel']() },
    ...parentChoices(categories, category?.id ?? null).map((parent) => ({ value: String(parent.id), label: parent.name })),
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={messages['categories.dialogTitle'](editing)}
      description={category?.name}
      closeLabel={messages['product.close']()}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages['review.cancel']()}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={busy} busyLabel={messages['leads.saving']()}>
            {messages['categories.submit'](editing)}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField
          label={messages['categories.name']()}
          required
          value={form.name}
          maxLength={L.categoryName}
          onValueChange={field('name')}
          error={errors.name}
        />
        <Select
          label={messages['categories.parent']()}
          value={form.parent_id}
          options={parents}
          onValueChange={field('parent_id')}
          disabled={hasChildren}
          hint={hasChildren ? messages['categories.keepsChildren']({ name: category.name }) : messages['categories.parentHint']()}
          error={errors.parent_id}
        />
        <TextAreaField
          label={messages['product.description']()}
          value={form.description}
          maxLength={L.categoryDescription}
          onValueChange={field('description')}
          error={errors.description}
        />
        <TextField
          label={messages['categories.typicalQuantity']()}
          inputMode="numeric"
          hint={messages['categories.typicalQuantityHint']()}
          value={form.typical_quantity}
          onValueChange={field('typical_quantity')}
          error={errors.typical_quantity}
        />
      </form>
    </Dialog>
  );
}
