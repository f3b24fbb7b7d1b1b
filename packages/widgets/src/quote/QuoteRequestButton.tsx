import { Button, type ButtonProps } from '@nirmaan/ui';
import { useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { quoteButtonCatalogue } from './button/quoteButtonMessages.ts';
import { DeferredQuoteRequestDialog, preloadQuoteRequestDialog } from './DeferredQuoteRequestDialog.tsx';
import type { QuoteRequestDialogProps } from './QuoteRequestDialog.tsx';

export interface QuoteRequestButtonProps extends Omit<QuoteRequestDialogProps, 'open' | 'onOpenChange'> {
  label?: string;
  /** Primary where the quote is the page's action; secondary beside another (the product page's Add to Cart). */
  variant?: ButtonProps['variant'];
}

/**
 * A 'Get a Quote' button (in the page's language unless `label` is given) opening the quote modal: what <nirmaan-quote-request> shows on a partner
 * page. The modal's code arrives when the button is pointed at, focused or pressed.
 */
export function QuoteRequestButton({ label, variant = 'primary', ...dialog }: QuoteRequestButtonProps) {
  const [open, setOpen] = useState(false);
  const { messages, locale } = useMessages(quoteButtonCatalogue);
  return (
    <>
      <Button
        variant={variant}
        aria-haspopup="dialog"
        onPointerEnter={preloadQuoteRequestDialog}
        onFocus={preloadQuoteRequestDialog}
        onClick={() => setOpen(true)}
        lang={label === undefined ? locale : undefined}
      >
        {label ?? messages.button()}
      </Button>
      <DeferredQuoteRequestDialog open={open} onOpenChange={setOpen} loadingLabel={messages.opening()} {...dialog} />
    </>
  );
}
