import type { QuoteForm, QuoteReceipt } from '@nirmaan/core';
import { Button, Dialog } from '@nirmaan/ui';
import { useId } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { quoteCatalogue } from './quoteMessages.ts';
import { QuoteRequestFields } from './QuoteRequestFields.tsx';
import { useQuoteForm } from './useQuoteForm.ts';

export interface QuoteRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preselects the material, e.g. 'Cement'. */
  material?: string;
  /** Starting quantity, unit and message, e.g. from a calculation. */
  prefill?: Partial<Pick<QuoteForm, 'quantity' | 'unit' | 'message'>>;
  /** The product asked about: the request reaches the sellers who list it. */
  productId?: number | null;
  /** One supplier's offer of the product (the product page's Get Quote): the request reaches that seller only, named here. */
  offer?: { listingId: number; sellerName: string } | null;
  onSent?: (receipt: QuoteRequestSentDetail) => void;
}

export type QuoteRequestSentDetail = QuoteReceipt;

/**
 * The quote modal. Its form stays mounted while the modal is closed, so a visitor who closes it
 * (or whose send failed) finds everything they typed when they open it again.
 */
export function QuoteRequestDialog({ open, onOpenChange, material, prefill, productId, offer, onSent }: QuoteRequestDialogProps) {
  const formId = useId();
  const { messages, locale } = useMessages(quoteCatalogue);
  const state = useQuoteForm({ material, prefill, productId, listingId: offer?.listingId, onSent, onDone: () => onOpenChange(false) });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      lang={locale}
      title={messages.title()}
      description={offer ? messages.toSeller({ seller: offer.sellerName }) : messages.toSuppliers()}
      closeLabel={messages.close()}
      footer={
        state.status === 'sent' ? null : (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {messages.cancel()}
            </Button>
            <Button type="submit" form={formId} variant="primary" busy={state.status === 'sending'} busyLabel={messages.submitting()}>
              {messages.submit()}
            </Button>
          </>
        )
      }
    >
      <QuoteRequestFields formId={formId} state={state} messages={messages} />
    </Dialog>
  );
}
