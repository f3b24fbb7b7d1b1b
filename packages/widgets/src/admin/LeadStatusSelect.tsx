import { ADMIN_LEAD_STATUSES, adminApi, errorDetail, type AdminLeadStatus } from '@nirmaan/core';
import { Alert, Select } from '@nirmaan/ui';
import { useState } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue } from './adminMessages.ts';
import { isInquiry, leadName, type AdminLead } from './leadDetails.ts';
import * as leadStyles from './leads.css.ts';

export interface LeadStatusSelectProps {
  lead: AdminLead;
  /** The lead as the server answered the change. */
  onSaved: (lead: AdminLead) => void;
}

/**
 * A lead's status, changed in place: the new value shows at once while it saves; on failure the
 * previous one comes back with the reason. "Saving..." and "saved" are read out politely, failures at once.
 */
export function LeadStatusSelect({ lead, onSaved }: LeadStatusSelectProps) {
  const [shown, setShown] = useState<AdminLeadStatus>(lead.status);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const name = leadName(lead);
  const { messages } = useMessages(adminCatalogue);
  const statusOptions = ADMIN_LEAD_STATUSES.map((status) => ({ value: status, label: messages['leads.status']({ status }) }));

  const change = async (status: AdminLeadStatus) => {
    const previous = shown;
    setShown(status);
    setSaving(true);
    setSaved(null);
    setProblem(null);
    try {
      const updated = await adminApi.setLeadStatus(isInquiry(lead) ? 'inquiry' : 'quote', lead.id, status);
      setShown(updated.status);
      setSaved(messages['leads.statusSaved']({ name, status: messages['leads.status']({ status: updated.status }) }));
      onSaved(updated);
    } catch (failure) {
      setShown(previous);
      setProblem(`${messages['leads.statusFailed']({ name })} ${errorDetail(failure, '')}`.trim());
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={leadStyles.statusRow}>
      <Select
        label={messages['leads.statusLabel']({ name })}
        hideLabel
        value={shown}
        options={statusOptions}
        aria-busy={saving || undefined}
        onValueChange={(status) => void change(status)}
      />
      <p className={styles.muted} role="status">
        {saving ? messages['leads.saving']() : saved}
      </p>
      {problem && <Alert tone="error">{problem}</Alert>}
    </div>
  );
}
