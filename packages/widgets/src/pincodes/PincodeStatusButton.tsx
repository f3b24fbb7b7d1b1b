import type { PincodeRecord } from '@nirmaan/core';
import { Badge } from '@nirmaan/ui';
import type { PincodeMessages } from './pincodesMessages.ts';
import * as styles from './pincodes.css.ts';

export interface PincodeStatusButtonProps {
  record: PincodeRecord;
  /** The pincode manager's messages, in the language it shows. */
  messages: PincodeMessages;
  /** While the change is being saved: further clicks are ignored (focus stays on the button). */
  busy: boolean;
  onToggle: (record: PincodeRecord) => void;
}

/**
 * The Active/Inactive badge of a pincode, which toggles it when clicked (spec toolkit §4). It is a
 * real button whose name starts with the badge's text and says what a click does, e.g.
 * 'Active: Deactivate 560001' (an aria-label: a name computed from the badge and hidden text came out
 * as 'Active : Deactivate 560001' in Chromium, where the badge is an inline-flex box).
 */
export function PincodeStatusButton({ record, messages, busy, onToggle }: PincodeStatusButtonProps) {
  const shown = { active: String(record.is_active), pincode: record.pincode };
  return (
    <button
      type="button"
      className={styles.statusButton}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      aria-label={messages['status.label'](shown)}
      title={messages['status.action'](shown)}
      onClick={() => {
        if (!busy) onToggle(record);
      }}
    >
      <Badge tone={record.is_active ? 'success' : 'danger'} className={styles.statusBadge}>
        {messages.status(shown)}
      </Badge>
    </button>
  );
}
