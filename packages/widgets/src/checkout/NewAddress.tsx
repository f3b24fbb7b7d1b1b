import { refreshAddresses, type Address } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useState } from 'react';
import type { AddressDialogProps } from '../address-shared/AddressDialog.tsx';
import { deferredDialog } from '../deferred/deferredDialog.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { checkoutCatalogue } from './checkoutMessages.ts';

/** The address form: its code (and the map's) arrives when the buyer first opens it. */
const AddressDialog = deferredDialog<AddressDialogProps & { open: boolean }>(async () => (await import('../address-shared/AddressDialog.tsx')).AddressDialog);

export interface NewAddressProps {
  /** The saved address: checkout ships to it. */
  onAdded: (address: Address) => void;
}

/** "Add a new address" inside checkout: the address form opens over the page, and the cart and choices stay as they are. */
export function NewAddress({ onAdded }: NewAddressProps) {
  const { messages } = useMessages(checkoutCatalogue);
  const [open, setOpen] = useState(false);
  // After a save the next address starts from an empty form; a cancelled one keeps what was typed.
  const [saves, setSaves] = useState(0);
  const saved = (address: Address) => {
    setOpen(false);
    setSaves((count) => count + 1);
    refreshAddresses();
    onAdded(address);
  };
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setOpen(true)} onPointerEnter={AddressDialog.preload} onFocus={AddressDialog.preload}>
        {messages['address.add']()}
      </Button>
      <AddressDialog key={saves} open={open} address={null} onClose={() => setOpen(false)} onSaved={saved} loadingLabel={messages['opening.address']()} />
    </>
  );
}
