import { ADMIN_LEAD_STATUS_LABELS, ADMIN_LEAD_STATUSES, ADMIN_LEAD_TEXTS, adminApi, errorDetail, type AdminLeadStatus } from '@nirmaan/core';
import { Alert, Select } from '@nirmaan/ui';
import { useState } from 'react';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { isInquiry, leadName, type AdminLead } from './leadDetails.ts';
import * as leadStyles from './leads.css.ts';

const STATUS_OPTIONS = ADMIN_LEAD_STATUSES.map((status) => ({ value: status, label: ADMIN_LEAD_STATUS_LABELS[status] }));

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

  const change = async (status: AdminLeadStatus) => {
    const previous = shown;
    setShown(status);
    setSaving(true);
    setSaved(null);
    setProblem(null);
    try {
      const updated = await adminApi.setLeadStatus(isInquiry(lead) ? 'inquiry' : 'quote', lead.id, status);
      setShown(updated.status);
      setSaved(ADMIN_LEAD_TEXTS.statusSaved(name, updated.status));
      onSaved(updated);
    } catch (failure) {
      setShown(previous);
      setProblem(`${ADMIN_LEAD_TEXTS.statusFailed(name)} ${errorDetail(failure, '')}`.trim());
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={leadStyles.statusRow}>
      <Select
        label={ADMIN_LEAD_TEXTS.statusLabel(name)}
        hideLabel
        value={shown}
        options={STATUS_OPTIONS}
        aria-busy={saving || undefined}
        onValueChange={(status) => void change(status)}
      />
      <p className={styles.muted} role="status">
        {saving ? ADMIN_LEAD_TEXTS.saving : saved}
      </p>
      {problem && <Alert tone="error">{problem}</Alert>}
    </div>
  );
}
