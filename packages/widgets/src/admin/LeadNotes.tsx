import { ADMIN_LEAD_TEXTS, formatOrderDate, type AdminLeadNote } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useId, useState } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { leadName, type AdminLead } from './leadDetails.ts';
import { LeadNoteForm } from './LeadNoteForm.tsx';
import * as leadStyles from './leads.css.ts';

export interface LeadNotesProps {
  lead: AdminLead;
  onAdded: (note: AdminLeadNote) => void;
}

/** A lead's notes behind a "Notes (n)" button: each with its date and author, oldest first, and the form to add one. */
export function LeadNotes({ lead, onAdded }: LeadNotesProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const name = leadName(lead);
  return (
    <div className={leadStyles.notesPanel}>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${ADMIN_LEAD_TEXTS.notes(lead.notes.length)}: ${name}`}
          onClick={() => setOpen((current) => !current)}
        >
          {ADMIN_LEAD_TEXTS.notes(lead.notes.length)}
        </Button>
      </div>
      <div id={panelId} hidden={!open} className={leadStyles.notesPanel}>
        {open && (
          <>
            {lead.notes.length === 0 ? (
              <p className={styles.muted}>{ADMIN_LEAD_TEXTS.noNotes}</p>
            ) : (
              <ol className={leadStyles.notes} aria-label={ADMIN_LEAD_TEXTS.notesOf(name)}>
                {lead.notes.map((note) => (
                  <li key={note.id} className={leadStyles.note}>
                    <span>{note.text}</span>
                    <p className={leadStyles.noteMeta}>
                      {note.author_name}, <time dateTime={note.created_at}>{formatOrderDate(note.created_at, true)}</time>
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <LeadNoteForm lead={lead} onAdded={onAdded} />
          </>
        )}
      </div>
    </div>
  );
}
