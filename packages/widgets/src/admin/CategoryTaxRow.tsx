import { adminApi, CATEGORY_TAX_MESSAGES, GST_RATES, hsnCodeError, type CategoryTax } from '@nirmaan/core';
import { Alert, Button, Select, TextField } from '@nirmaan/ui';
import { useState, type FormEvent } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';

const RATE_OPTIONS = [{ value: '', label: 'Not set' }, ...GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }))];

export interface CategoryTaxRowProps {
  category: CategoryTax;
  /** The parent's saved values, for a subcategory that leaves them to it. */
  parent: CategoryTax | undefined;
  /** After a save: the list reloads, so subcategories show the new values they take over. */
  onSaved: () => void;
}

/** One category's HSN code and GST rate, saved on its own (PUT /admin/categories/{id}/tax). */
export function CategoryTaxRow({ category, parent, onSaved }: CategoryTaxRowProps) {
  const [hsn, setHsn] = useState(category.hsn_code ?? '');
  const [rate, setRate] = useState(category.gst_rate_percent === null ? '' : String(category.gst_rate_percent));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const title = category.parent_name ? `${category.parent_name} / ${category.name}` : category.name;
  const incomplete = category.hsn_code === null || category.gst_rate_percent === null;
  const note = !incomplete
    ? undefined
    : parent
      ? CATEGORY_TAX_MESSAGES.inherited(parent.name, parent.hsn_code, parent.gst_rate_percent)
      : CATEGORY_TAX_MESSAGES.missing;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const problem = hsnCodeError(hsn) ?? undefined;
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await adminApi.setCategoryTax(category.id, { hsn_code: hsn.trim() || null, gst_rate_percent: rate === '' ? null : Number(rate) });
      onSaved();
      setOutcome({ ok: true, message: CATEGORY_TAX_MESSAGES.saved(title) });
    } catch {
      setOutcome({ ok: false, message: CATEGORY_TAX_MESSAGES.saveFailed });
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className={cardStyles.card}>
      <form className={formStyles.form} aria-label={title} noValidate onSubmit={(event) => void submit(event)}>
        <h3 className={styles.subheading}>{title}</h3>
        {note && <p className={styles.muted}>{note}</p>}
        {outcome && <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>}
        <div className={formStyles.pair}>
          <TextField label="HSN code" inputMode="numeric" maxLength={8} value={hsn} onValueChange={setHsn} error={error} autoComplete="off" />
          <Select label="GST rate" value={rate} options={RATE_OPTIONS} onValueChange={setRate} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" size="small" busy={saving} busyLabel="Saving..." aria-label={`Save ${title}`}>
            Save
          </Button>
        </div>
      </form>
    </li>
  );
}
