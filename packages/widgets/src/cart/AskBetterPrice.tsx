import { type CartItem } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useState } from 'react';
import { deferredDialog } from '../deferred/deferredDialog.tsx';
import * as styles from './cart.css.ts';

export const ASK_BETTER_PRICE_TEXTS = {
  intro: 'Buying in bulk? Suppliers near your site can price the whole cart.',
  ask: 'Ask for a better price',
} as const;

const CartRfqDialog = deferredDialog(async () => (await import('./CartRfqDialog.tsx')).CartRfqDialog, 'Opening the request...');

/** The cart's products, each once, sent as a request for quotation to the suppliers serving the site. */
export function AskBetterPrice({ items }: { items: readonly CartItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.actions}>
      <p className={styles.note}>{ASK_BETTER_PRICE_TEXTS.intro}</p>
      <Button
        variant="secondary"
        fullWidth
        aria-haspopup="dialog"
        onPointerEnter={CartRfqDialog.preload}
        onFocus={CartRfqDialog.preload}
        onClick={() => setOpen(true)}
      >
        {ASK_BETTER_PRICE_TEXTS.ask}
      </Button>
      <CartRfqDialog items={items} open={open} onOpenChange={setOpen} />
    </div>
  );
}
