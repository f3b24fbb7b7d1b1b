import { localeFormat, type AdminLeadNote } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useId, useState } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue } from './adminMessages.ts';
import { adminDate } from './adminDate.ts';
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
  const { messages, locale } = useMessages(adminCatalogue);
  const format = localeFormat(locale);
  const count = lead.notes.length;
  return (
    <div className={leadStyles.notesPanel}>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={messages['leads.notesButton']({ count, countText: format.number(count), name })}
          onClick={() => setOpen((current) => !current)}
        >
          {messages['leads.notes']({ count, countText: format.number(count) })}
        </Button>
      </div>
      <div id={panelId} hidden={!open} className={leadStyles.notesPanel}>
        {open && (
          <>
            {lead.notes.length === 0 ? (
              <p className={styles.muted}>{messages['leads.noNotes']()}</p>
            ) : (
              <ol className={leadStyles.notes} aria-label={messages['leads.notesOf']({ name })}>
                {lead.notes.map((note) => (
                  <li key={note.id} className={leadStyles.note}>
                    <span>{note.text}</span>
                    <p className={leadStyles.noteMeta}>
                      {note.author_name}, <time dateTime={note.created_at}>{adminDate(format, note.created_at, true)}</time>
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
