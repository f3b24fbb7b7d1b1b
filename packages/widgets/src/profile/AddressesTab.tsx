import { $addresses, ordersApi, refreshAddresses, type Address } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, EmptyState, Spinner } from '@nirmaan/ui';
import { useEffect, useState } from 'react';
import { AddressCard } from './AddressCard.tsx';
import { AddressDialog } from '../address-shared/AddressDialog.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { profileCatalogue } from './profileMessages.ts';
import * as styles from './profile.css.ts';

type Editing = { address: Address | null } | null;

/** The Addresses tab: 'Delivery Addresses', Add Address, cards; the list reloads after each change. */
export function AddressesTab() {
  const { status, value } = useStore($addresses);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { messages } = useMessages(profileCatalogue);
  useEffect(() => refreshAddresses(), []); // opening the tab loads the list from the server

  const change = async (action: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch {
      setProblem(failure);
    } finally {
      setBusy(false);
      refreshAddresses();
    }
  };

  const addresses = value ?? [];
  return (
    <div className={styles.panel}>
      <div className={styles.headerRow}>
        <h2 className={styles.name}>{messages['addresses.title']()}</h2>
        <Button variant="primary" aria-haspopup="dialog" onClick={() => setEditing({ address: null })}>
          {messages['addresses.add']()}
        </Button>
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      {status === 'loading' && addresses.length === 0 && <Spinner label={messages['addresses.loading']()} />}
      {status !== 'loading' && addresses.length === 0 && (
        <EmptyState headingLevel={3} title={messages['addresses.empty']()} description={messages['addresses.emptyHint']()} />
      )}
      {addresses.length > 0 && (
        <ul className={styles.cards} aria-label={messages['addresses.label']()}>
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={busy}
              onEdit={(chosen) => setEditing({ address: chosen })}
              onDelete={(chosen) => void change(() => ordersApi.deleteAddress(chosen.id), messages['addresses.deleteFailed']())}
              onMakeDefault={(chosen) => void change(() => ordersApi.setDefaultAddress(chosen.id), messages['addresses.updateFailed']())}
            />
          ))}
        </ul>
      )}
      {editing && (
        <AddressDialog
          address={editing.address}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refreshAddresses();
          }}
        />
      )}
    </div>
  );
}
