import { addressLocality, type Address } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import * as styles from './profile.css.ts';

export interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onMakeDefault: (address: Address) => void;
}

/** 'Default Address' or 'Address', the lines, 'city, state postal_code', country; edit, delete, make default. */
export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const short = address.address_line1;
  return (
    <li className={styles.card}>
      <span className={styles.cardLabel}>{address.is_default ? 'Default Address' : 'Address'}</span>
      <span>{address.address_line1}</span>
      {address.address_line2 && <span>{address.address_line2}</span>}
      <span>{addressLocality(address)}</span>
      <span>{address.country}</span>
      <div className={styles.actions}>
        <Button size="small" variant="secondary" disabled={busy} aria-label={`Edit ${short}`} onClick={() => onEdit(address)}>
          Edit
        </Button>
        {!address.is_default && (
          <Button size="small" variant="ghost" disabled={busy} aria-label={`Make Default: ${short}`} onClick={() => onMakeDefault(address)}>
            Make Default
          </Button>
        )}
        <Button size="small" variant="ghost" disabled={busy} aria-label={`Delete ${short}`} onClick={() => onDelete(address)}>
          Delete
        </Button>
      </div>
    </li>
  );
}
