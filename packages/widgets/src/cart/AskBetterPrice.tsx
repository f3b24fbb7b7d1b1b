import { type CartItem } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useState } from 'react';
import { deferredDialog } from '../deferred/deferredDialog.tsx';
import type { CartMessages } from './cartMessages.ts';
import * as styles from './cart.css.ts';

const CartRfqDialog = deferredDialog(async () => (await import('./CartRfqDialog.tsx')).CartRfqDialog);

/** The cart's products, each once, sent as a request for quotation to the suppliers serving the site. */
export function AskBetterPrice({ items, messages }: { items: readonly CartItem[]; messages: CartMessages }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.actions}>
      <p className={styles.note}>{messages['askBetterPrice.intro']()}</p>
      <Button
        variant="secondary"
        fullWidth
        aria-haspopup="dialog"
        onPointerEnter={CartRfqDialog.preload}
        onFocus={CartRfqDialog.preload}
        onClick={() => setOpen(true)}
      >
        {messages['askBetterPrice.ask']()}
      </Button>
      <CartRfqDialog items={items} open={open} onOpenChange={setOpen} loadingLabel={messages['opening.request']()} />
    </div>
  );
}
