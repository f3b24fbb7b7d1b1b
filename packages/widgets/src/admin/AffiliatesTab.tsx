import {
  AFFILIATE_LIMITS,
  AFFILIATE_MESSAGES,
  affiliatesApi,
  emptyAffiliateForm,
  errorDetail,
  hasErrors,
  localeFormat,
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
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue, type AdminMessages } from './adminMessages.ts';

/** Core's rule (validateAffiliateForm) writes English: each of its messages by name, to say it in the dashboard's language. */
const ERROR_NAMES = ['required', 'url', 'imageUrl', 'titleTooLong', 'descriptionTooLong', 'sortOrder'] as const;
const MAX_OF: Partial<Record<(typeof ERROR_NAMES)[number], number>> = {
  titleTooLong: AFFILIATE_LIMITS.title,
  descriptionTooLong: AFFILIATE_LIMITS.description,
  sortOrder: AFFILIATE_LIMITS.sortOrder,
};

/** The form's errors in the dashboard's language; a message the rule may add later stays as it came. */
function errorsIn(messages: AdminMessages, errors: FieldErrors<AffiliateField>, locale: Parameters<typeof localeFormat>[0]): FieldErrors<AffiliateField> {
  const said: FieldErrors<AffiliateField> = {};
  for (const [field, english] of Object.entries(errors) as Array<[AffiliateField, string | undefined]>) {
    const name = ERROR_NAMES.find((key) => AFFILIATE_MESSAGES[key] === english);
    const max = localeFormat(locale).number(MAX_OF[name ?? 'required'] ?? 0);
    said[field] = name ? messages['affiliates.error']({ error: name, max, http: 'http://', https: 'https://' }) : english;
  }
  return said;
}

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
  const { messages, locale } = useMessages(adminCatalogue);

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
    setErrors(errorsIn(messages, found, locale));
    if (hasErrors(found)) return;
    setSaving(true);
    setProblem(null);
    setNotice(null);
    try {
      const input = toAffiliateInput(form);
      const saved = editingId === null ? await affiliatesApi.createAffiliate(input) : await affiliatesApi.updateAffiliate(editingId, input);
      reset();
      setNotice(messages['affiliates.saved']({ title: saved.title }));
      affiliates.reload();
    } catch (error) {
      setProblem(errorDetail(error, messages['affiliates.saveFailed']()));
    } finally {
      setSaving(false);
    }
  };

  const deletion = useConfirmedDelete<Affiliate>(
    async (affiliate) => {
      await affiliatesApi.deleteAffiliate(affiliate.id);
      if (editingId === affiliate.id) reset();
      setNotice(messages['affiliates.deleted']());
      affiliates.reload();
    },
    (error) => errorDetail(error, messages['affiliates.deleteFailed']()),
  );

  const rows = affiliates.value ?? [];
  return (
    <div className={styles.root}>
      <section className={styles.panel} aria-labelledby="affiliate-form-title">
        <div className={styles.headerRow}>
          <h2 id="affiliate-form-title" className={styles.heading}>
            {messages['affiliates.formTitle']({ editing: String(editingId !== null) })}
          </h2>
          <Button variant="secondary" onClick={reset}>
            {messages['affiliates.new']()}
          </Button>
        </div>
        <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
          {problem && <Alert tone="error">{problem}</Alert>}
          <div className={formStyles.pair}>
            <TextField label={messages['affiliates.titleField']()} required value={form.title} onValueChange={edit('title')} error={errors.title} />
            <TextField
              label={messages['affiliates.url']()}
              required
              type="url"
              inputMode="url"
              value={form.url}
              onValueChange={edit('url')}
              error={errors.url}
            />
          </div>
          <TextAreaField
            label={messages['product.description']()}
            rows={3}
            value={form.description}
            onValueChange={edit('description')}
            error={errors.description}
          />
          <div className={formStyles.pair}>
            <TextField
              label={messages['affiliates.imageUrl']()}
              type="url"
              inputMode="url"
              value={form.image_url}
              onValueChange={edit('image_url')}
              error={errors.image_url}
            />
            <NumberField
              label={messages['affiliates.sortOrder']()}
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
            {messages['product.active']()}
          </label>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" busy={saving} busyLabel={messages['leads.saving']()}>
              {messages['affiliates.submit']({ editing: String(editingId !== null) })}
            </Button>
          </div>
        </form>
      </section>
      <section className={styles.panel} aria-labelledby="affiliate-list-title">
        <h2 id="affiliate-list-title" className={styles.heading}>
          {messages['tab.affiliates']()}
        </h2>
        {notice && <Alert tone="success">{notice}</Alert>}
        {affiliates.status === 'failed' && <LoadFailed onRetry={affiliates.reload} message={messages['affiliates.loadFailed']()} />}
        {affiliates.status === 'loading' && !affiliates.value && <Spinner label={messages['affiliates.loading']()} />}
        {affiliates.value && rows.length === 0 && <EmptyState headingLevel={3} title={messages['affiliates.noneYet']()} />}
        {rows.length > 0 && (
          <ul className={cardStyles.cards}>
            {rows.map((affiliate) => (
              <li key={affiliate.id} className={cardStyles.card}>
                <div className={cardStyles.cardHeader}>
                  <h3 className={styles.subheading}>{affiliate.title}</h3>
                  <Badge tone={affiliate.is_active ? 'success' : 'neutral'}>
                    {messages['products.active.status']({ active: String(affiliate.is_active) })}
                  </Badge>
                </div>
                <span className={styles.muted}>{affiliate.url}</span>
                {affiliate.description && <span>{affiliate.description}</span>}
                <span className={styles.muted}>{messages['affiliates.sortOrderOf']({ order: affiliate.sort_order })}</span>
                <span className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={messages['products.editLabel']({ name: affiliate.title })}
                    onClick={() => {
                      setForm(toAffiliateForm(affiliate));
                      setEditingId(affiliate.id);
                      setErrors({});
                    }}
                  >
                    {messages['products.edit']()}
                  </Button>
                  <Button
                    variant="danger"
                    size="small"
                    aria-haspopup="dialog"
                    aria-label={messages['products.deleteLabel']({ name: affiliate.title })}
                    onClick={() => deletion.ask(affiliate)}
                  >
                    {messages['products.delete']()}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDeleteDialog deletion={deletion} title={() => messages['affiliates.confirmDelete']()} description={(target) => target.title} />
    </div>
  );
}
