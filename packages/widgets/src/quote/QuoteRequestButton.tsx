import { Button, type ButtonProps } from '@nirmaan/ui';
import { useState } from 'react';
import { DeferredQuoteRequestDialog, preloadQuoteRequestDialog } from './DeferredQuoteRequestDialog.tsx';
import type { QuoteRequestDialogProps } from './QuoteRequestDialog.tsx';

export interface QuoteRequestButtonProps extends Omit<QuoteRequestDialogProps, 'open' | 'onOpenChange'> {
  label?: string;
  /** Primary where the quote is the page's action; secondary beside another (the product page's Add to Cart). */
  variant?: ButtonProps['variant'];
}

/**
 * A 'Get a Quote' button opening the quote modal: what <nirmaan-quote-request> shows on a partner
 * page. The modal's code arrives when the button is pointed at, focused or pressed.
 */
export function QuoteRequestButton({ label = 'Get a Quote', variant = 'primary', ...dialog }: QuoteRequestButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        aria-haspopup="dialog"
        onPointerEnter={preloadQuoteRequestDialog}
        onFocus={preloadQuoteRequestDialog}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <DeferredQuoteRequestDialog open={open} onOpenChange={setOpen} {...dialog} />
    </>
  );
}
