import { adminApi, GST_RATES, hsnCodeError, type CategoryTax } from '@nirmaan/core';
import { Alert, Button, Select, TextField } from '@nirmaan/ui';
import { useState, type FormEvent } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue, type AdminMessages } from './adminMessages.ts';

const rateOptions = (messages: AdminMessages) => [
  { value: '', label: messages['tax.notSet']() },
  ...GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` })),
];

/** What a subcategory without its own HSN code or rate takes from its parent: 'From Cement: HSN 2523, 28%'. */
function inheritedNote(messages: AdminMessages, parent: CategoryTax): string {
  const values = [
    parent.hsn_code ? messages['tax.hsn']({ code: parent.hsn_code }) : null,
    parent.gst_rate_percent === null ? null : `${parent.gst_rate_percent}%`,
  ];
  return messages['tax.inherited']({ parent: parent.name, values: values.filter(Boolean).join(', ') || messages['tax.noneSet']() });
}

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
  const { messages } = useMessages(adminCatalogue);
  const title = category.parent_name ? `${category.parent_name} / ${category.name}` : category.name;
  const incomplete = category.hsn_code === null || category.gst_rate_percent === null;
  const note = !incomplete ? undefined : parent ? inheritedNote(messages, parent) : messages['tax.missing']();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    // Core's rule has one problem, said here in the dashboard's language.
    const problem = hsnCodeError(hsn) ? messages['tax.hsnCodeError']() : undefined;
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await adminApi.setCategoryTax(category.id, { hsn_code: hsn.trim() || null, gst_rate_percent: rate === '' ? null : Number(rate) });
      onSaved();
      setOutcome({ ok: true, message: messages['tax.saved']({ name: title }) });
    } catch {
      setOutcome({ ok: false, message: messages['tax.saveFailed']() });
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
          <TextField label={messages['tax.hsnCode']()} inputMode="numeric" maxLength={8} value={hsn} onValueChange={setHsn} error={error} autoComplete="off" />
          <Select label={messages['tax.gstRate']()} value={rate} options={rateOptions(messages)} onValueChange={setRate} />
        </div>
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="secondary"
            size="small"
            busy={saving}
            busyLabel={messages['leads.saving']()}
            aria-label={messages['tax.saveLabel']({ name: title })}
          >
            {messages['tax.save']()}
          </Button>
        </div>
      </form>
    </li>
  );
}
