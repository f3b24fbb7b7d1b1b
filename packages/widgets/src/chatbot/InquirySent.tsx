import type { ChatbotProduct } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useState } from 'react';
import { deferredDialog } from '../deferred/deferredDialog.tsx';
import * as styles from './chatbot.css.ts';

export const INQUIRY_SENT_TEXTS = {
  thanks: (name: string, product: string, phone: string) => `Thank you, ${name}! Suppliers of ${product} will call you at +91 ${phone} soon.`,
  prices: 'Or get written prices from every supplier near your site, to compare:',
  getPrices: 'Get written prices',
  restart: 'Start New Inquiry',
} as const;

const ChatbotRfqDialog = deferredDialog(async () => (await import('./ChatbotRfqDialog.tsx')).ChatbotRfqDialog, 'Opening the request...');

export interface InquirySentProps {
  name: string;
  product: ChatbotProduct;
  phone: string;
  onRestart: () => void;
}

/** The inquiry went: the thanks, written prices from every supplier serving the site (a request for quotation), or a new inquiry. */
export function InquirySent({ name, product, phone, onRestart }: InquirySentProps) {
  const [pricesOpen, setPricesOpen] = useState(false);
  return (
    <>
      <p className={styles.botLine} role="status">
        {INQUIRY_SENT_TEXTS.thanks(name, product.name, phone)}
      </p>
      <p className={styles.botLine}>{INQUIRY_SENT_TEXTS.prices}</p>
      <Button
        variant="primary"
        aria-haspopup="dialog"
        onPointerEnter={ChatbotRfqDialog.preload}
        onFocus={ChatbotRfqDialog.preload}
        onClick={() => setPricesOpen(true)}
      >
        {INQUIRY_SENT_TEXTS.getPrices}
      </Button>
      <Button size="small" variant="secondary" onClick={onRestart}>
        {INQUIRY_SENT_TEXTS.restart}
      </Button>
      <ChatbotRfqDialog product={product} name={name} phone={phone} open={pricesOpen} onOpenChange={setPricesOpen} />
    </>
  );
}
