import {
  AFFILIATE_MESSAGES,
  affiliatesApi,
  emptyAffiliateForm,
  errorDetail,
  hasErrors,
  toAffiliateForm,
  toAffiliateInput,
  validateAffiliateForm,
  type Affiliate,
  type AffiliateField,
  type AffiliateForm,
  type FieldErrors,
} from '@nirmaan/core';
import { Alert, Badge, Button, EmptyState, NumberField, Spinner, TextAreaField, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { ConfirmDeleteDialog } from '../dashboard-shared/ConfirmDeleteDialog.tsx';
import { useConfirmedDelete } from '../dashboard-shared/useConfirmedDelete.ts';

/**
 * Affiliates (spec toolkit §2, §4, §5): a form that creates, or updates the affiliate picked with
 * Edit; New Affiliate empties it; after saving it is empty again, active, sort order 0. The list has
 * Edit and Delete ('Delete this affiliate?').
 */
export function AffiliatesTab() {
  const affiliates = useDashboardData('admin', 'affiliates', () => affiliatesApi.listAllAffiliates());
  const [form, setForm] = useState<AffiliateForm>(emptyAffiliateForm);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors<AffiliateField>>({});
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const edit = (field: Exclude<AffiliateField, 'is_active'>) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const reset = () => {
    setForm(emptyAffiliateForm());
    setEditingId(null);
    setErrors({});
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAffiliateForm(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    setProblem(null);
    setNotice(null);
    try {
      const input = toAffiliateInput(form);
      const saved = editingId === null ? await affiliatesApi.createAffiliate(input) : await affiliatesApi.updateAffiliate(editingId, input);
      reset();
      setNotice(`Saved ${saved.title}`);
      affiliates.reload();
    } catch (error) {
      setProblem(errorDetail(error, AFFILIATE_MESSAGES.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  const deletion = useConfirmedDelete<Affiliate>(
    async (affiliate) => {
      await affiliatesApi.deleteAffiliate(affiliate.id);
      if (editingId === affiliate.id) reset();
      setNotice(AFFILIATE_MESSAGES.deleted);
      affiliates.reload();
    },
    (error) => errorDetail(error, AFFILIATE_MESSAGES.deleteFailed),
  );

  const rows = affiliates.value ?? [];
  return (
    <div className={styles.root}>
      <section className={styles.panel} aria-labelledby="affiliate-form-title">
        <div className={styles.headerRow}>
          <h2 id="affiliate-form-title" className={styles.heading}>
            {editingId === null ? 'New Affiliate' : 'Edit Affiliate'}
          </h2>
          <Button variant="secondary" onClick={reset}>
            New Affiliate
          </Button>
        </div>
        <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
          {problem && <Alert tone="error">{problem}</Alert>}
          <div className={formStyles.pair}>
            <TextField label="Title" required value={form.title} onValueChange={edit('title')} error={errors.title} />
            <TextField label="URL" required type="url" inputMode="url" value={form.url} onValueChange={edit('url')} error={errors.url} />
          </div>
          <TextAreaField label="Description" rows={3} value={form.description} onValueChange={edit('description')} error={errors.description} />
          <div className={formStyles.pair}>
            <TextField label="Image URL" type="url" inputMode="url" value={form.image_url} onValueChange={edit('image_url')} error={errors.image_url} />
            <NumberField
              label="Sort Order"
              min={0}
              step={1}
              inputMode="numeric"
              value={form.sort_order}
              onValueChange={edit('sort_order')}
              error={errors.sort_order}
            />
          </div>
          <label className={formStyles.checkbox}>
            <input type="checkbox" checked={form.is_active} onChange={(event) => setForm((current) => ({ ...current, is_active: event.target.checked }))} />
            Active
          </label>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" busy={saving} busyLabel="Saving...">
              {editingId === null ? 'Create' : 'Update'}
            </Button>
          </div>
        </form>
      </section>
      <section className={styles.panel} aria-labelledby="affiliate-list-title">
        <h2 id="affiliate-list-title" className={styles.heading}>
          Affiliates
        </h2>
        {notice && <Alert tone="success">{notice}</Alert>}
        {affiliates.status === 'failed' && <LoadFailed onRetry={affiliates.reload} message={AFFILIATE_MESSAGES.loadFailed} />}
        {affiliates.status === 'loading' && !affiliates.value && <Spinner label={AFFILIATE_MESSAGES.loading} />}
        {affiliates.value && rows.length === 0 && <EmptyState headingLevel={3} title={AFFILIATE_MESSAGES.noneYet} />}
        {rows.length > 0 && (
          <ul className={cardStyles.cards}>
            {rows.map((affiliate) => (
              <li key={affiliate.id} className={cardStyles.card}>
                <div className={cardStyles.cardHeader}>
                  <h3 className={styles.subheading}>{affiliate.title}</h3>
                  <Badge tone={affiliate.is_active ? 'success' : 'neutral'}>{affiliate.is_active ? 'Active' : 'Inactive'}</Badge>
                </div>
                <span className={styles.muted}>{affiliate.url}</span>
                {affiliate.description && <span>{affiliate.description}</span>}
                <span className={styles.muted}>Sort order {affiliate.sort_order}</span>
                <span className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`Edit ${affiliate.title}`}
                    onClick={() => {
                      setForm(toAffiliateForm(affiliate));
                      setEditingId(affiliate.id);
                      setErrors({});
                    }}
                  >
                    Edit
                  </Button>
                  <Button variant="danger" size="small" aria-haspopup="dialog" aria-label={`Delete ${affiliate.title}`} onClick={() => deletion.ask(affiliate)}>
                    Delete
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDeleteDialog deletion={deletion} title={() => AFFILIATE_MESSAGES.confirmDelete} description={(target) => target.title} />
    </div>
  );
}
