import type { ChatbotProduct } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useState } from 'react';
import { deferredDialog } from '../deferred/deferredDialog.tsx';
import type { ChatbotMessages } from './chatbotMessages.ts';
import * as styles from './chatbot.css.ts';

const ChatbotRfqDialog = deferredDialog(async () => (await import('./ChatbotRfqDialog.tsx')).ChatbotRfqDialog);

export interface InquirySentProps {
  name: string;
  product: ChatbotProduct;
  phone: string;
  onRestart: () => void;
  messages: ChatbotMessages;
}

/** The inquiry went: the thanks, written prices from every supplier serving the site (a request for quotation), or a new inquiry. */
export function InquirySent({ name, product, phone, onRestart, messages }: InquirySentProps) {
  const [pricesOpen, setPricesOpen] = useState(false);
  return (
    <>
      <p className={styles.botLine} role="status">
        {messages.thanks({ name, product: product.name, phone })}
      </p>
      <p className={styles.botLine}>{messages.pricesOffer()}</p>
      <Button
        variant="primary"
        aria-haspopup="dialog"
        onPointerEnter={ChatbotRfqDialog.preload}
        onFocus={ChatbotRfqDialog.preload}
        onClick={() => setPricesOpen(true)}
      >
        {messages.getPrices()}
      </Button>
      <Button size="small" variant="secondary" onClick={onRestart}>
        {messages.restart()}
      </Button>
      <ChatbotRfqDialog
        product={product}
        name={name}
        phone={phone}
        open={pricesOpen}
        onOpenChange={setPricesOpen}
        loadingLabel={messages['opening.request']()}
      />
    </>
  );
}
