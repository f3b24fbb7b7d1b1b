import { ADMIN_LEAD_NOTE_MAX, ADMIN_LEAD_TEXTS, adminApi, errorDetail, leadNoteError, type AdminLeadNote } from '@nirmaan/core';
import { Alert, Button, TextAreaField } from '@nirmaan/ui';
import { useState, type FormEvent } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue, type AdminMessages } from './adminMessages.ts';
import { isInquiry, leadName, type AdminLead } from './leadDetails.ts';

/** What is wrong with a note (core's rule, which writes English), in the dashboard's language; undefined when fine. */
function noteErrorIn(messages: AdminMessages, text: string): string | undefined {
  const error = leadNoteError(text);
  if (error === ADMIN_LEAD_TEXTS.noteRequired) return messages['leads.noteRequired']();
  if (error === ADMIN_LEAD_TEXTS.noteTooLong) return messages['leads.noteTooLong']({ max: ADMIN_LEAD_NOTE_MAX });
  return error ?? undefined;
}

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
  const { messages } = useMessages(adminCatalogue);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const problem = noteErrorIn(messages, text);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const note = await adminApi.addLeadNote(isInquiry(lead) ? 'inquiry' : 'quote', lead.id, text);
      setText('');
      onAdded(note);
      setOutcome({ ok: true, message: messages['leads.noteAdded']() });
    } catch (failure) {
      setOutcome({ ok: false, message: errorDetail(failure, messages['leads.noteFailed']()) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={formStyles.form} aria-label={messages['leads.noteForm']({ name: leadName(lead) })} noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        label={messages['leads.noteLabel']()}
        hint={messages['leads.noteHint']({ max: ADMIN_LEAD_NOTE_MAX })}
        rows={3}
        maxLength={ADMIN_LEAD_NOTE_MAX + 100}
        value={text}
        onValueChange={setText}
        error={error}
      />
      {outcome && <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" size="small" busy={saving} busyLabel={messages['leads.addingNote']()}>
          {messages['leads.addNote']()}
        </Button>
      </div>
    </form>
  );
}
