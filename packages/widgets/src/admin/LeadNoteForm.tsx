import { ADMIN_LEAD_NOTE_MAX, ADMIN_LEAD_TEXTS, adminApi, errorDetail, leadNoteError, type AdminLeadNote } from '@nirmaan/core';
import { Alert, Button, TextAreaField } from '@nirmaan/ui';
import { useState, type FormEvent } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { isInquiry, leadName, type AdminLead } from './leadDetails.ts';

export interface LeadNoteFormProps {
  lead: AdminLead;
  onAdded: (note: AdminLeadNote) => void;
}

/** Adds a note to a lead (not blank, at most 1000 characters); the text stays when it could not be added. */
export function LeadNoteForm({ lead, onAdded }: LeadNoteFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const problem = leadNoteError(text) ?? undefined;
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const note = await adminApi.addLeadNote(isInquiry(lead) ? 'inquiry' : 'quote', lead.id, text);
      setText('');
      onAdded(note);
      setOutcome({ ok: true, message: ADMIN_LEAD_TEXTS.noteAdded });
    } catch (failure) {
      setOutcome({ ok: false, message: errorDetail(failure, ADMIN_LEAD_TEXTS.noteFailed) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={formStyles.form} aria-label={`Add a note on ${leadName(lead)}`} noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        label={ADMIN_LEAD_TEXTS.noteLabel}
        hint={ADMIN_LEAD_TEXTS.noteHint}
        rows={3}
        maxLength={ADMIN_LEAD_NOTE_MAX + 100}
        value={text}
        onValueChange={setText}
        error={error}
      />
      {outcome && <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" size="small" busy={saving} busyLabel={ADMIN_LEAD_TEXTS.addingNote}>
          {ADMIN_LEAD_TEXTS.addNote}
        </Button>
      </div>
    </form>
  );
}
