import { localeFormat, type AdminLeadNote } from '@nirmaan/core';
import { Badge } from '@nirmaan/ui';
import { Fragment, useId } from 'react';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue } from './adminMessages.ts';
import { adminDate } from './adminDate.ts';
import { leadFacts, leadName, type AdminLead } from './leadDetails.ts';
import { LeadNotes } from './LeadNotes.tsx';
import { LeadStatusSelect } from './LeadStatusSelect.tsx';

export interface LeadCardProps {
  lead: AdminLead;
  /** The lead after a status change or a new note. */
  onChanged: (lead: AdminLead) => void;
}

/** One lead: who sent it, when and from which site, its facts, its status to change, and its notes. */
export function LeadCard({ lead, onChanged }: LeadCardProps) {
  const headingId = useId();
  const { messages, locale } = useMessages(adminCatalogue);
  const format = localeFormat(locale);
  const addNote = (note: AdminLeadNote) => onChanged({ ...lead, notes: [...lead.notes, note] });
  return (
    <li className={cardStyles.card} aria-labelledby={headingId}>
      <div className={cardStyles.cardHeader}>
        <h3 id={headingId} className={styles.subheading}>
          {leadName(lead)}
        </h3>
        {lead.partner_id ? <Badge tone="purple">{lead.partner_id}</Badge> : <span className={styles.muted}>Nirmaan</span>}
      </div>
      <p className={styles.muted}>
        <time dateTime={lead.created_at}>{adminDate(format, lead.created_at, true)}</time>
      </p>
      <dl className={cardStyles.facts}>
        {leadFacts(lead, messages, format).map(([label, value]) => (
          <Fragment key={label}>
            <dt className={cardStyles.factTerm}>{label}</dt>
            <dd className={cardStyles.factValue}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <LeadStatusSelect lead={lead} onSaved={(saved) => onChanged({ ...lead, status: saved.status, notes: saved.notes })} />
      <LeadNotes lead={lead} onAdded={addNote} />
    </li>
  );
}
