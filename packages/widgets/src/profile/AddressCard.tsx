import { addressLocality, type Address } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { profileCatalogue } from './profileMessages.ts';
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
  const { messages } = useMessages(profileCatalogue);
  return (
    <li className={styles.card}>
      <span className={styles.cardLabel}>{address.is_default ? messages['address.default']() : messages['address.plain']()}</span>
      <span>{address.address_line1}</span>
      {address.address_line2 && <span>{address.address_line2}</span>}
      <span>{addressLocality(address)}</span>
      <span>{address.country}</span>
      <div className={styles.actions}>
        <Button size="small" variant="secondary" disabled={busy} aria-label={messages['address.editLabel']({ address: short })} onClick={() => onEdit(address)}>
          {messages['address.edit']()}
        </Button>
        {!address.is_default && (
          <Button
            size="small"
            variant="ghost"
            disabled={busy}
            aria-label={messages['address.makeDefaultLabel']({ address: short })}
            onClick={() => onMakeDefault(address)}
          >
            {messages['address.makeDefault']()}
          </Button>
        )}
        <Button size="small" variant="ghost" disabled={busy} aria-label={messages['address.deleteLabel']({ address: short })} onClick={() => onDelete(address)}>
          {messages['address.delete']()}
        </Button>
      </div>
    </li>
  );
}
