import { rfqItemsFromNeeds, type RfqCreated } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { rfqButtonCatalogue } from './button/rfqButtonMessages.ts';
import { DeferredRfqRequestDialog, preloadRfqRequestDialog } from './DeferredRfqRequestDialog.tsx';
import { usePageCalculation } from './usePageCalculation.ts';

export type RfqSentDetail = RfqCreated;

export interface RfqRequestButtonProps {
  /** The partner's own words for the button; else "Get prices from suppliers" in the widget's language. */
  label?: string;
  /** The id of a calculator element on the page: the request starts with its latest calculation's materials. */
  calculator?: string;
  onSent?: (created: RfqSentDetail) => void;
}

/**
 * A button opening a request for quotation (what <nirmaan-rfq> shows on a partner page): blank, or
 * prefilled with the materials of the calculator it names, refreshed with each of its calculations.
 */
export function RfqRequestButton({ label, calculator, onSent }: RfqRequestButtonProps) {
  const [open, setOpen] = useState(false);
  const { messages, locale } = useMessages(rfqButtonCatalogue);
  const calculation = usePageCalculation(calculator);
  const key = calculation?.needs.map((need) => `${need.label}:${need.quantity}`).join('|') ?? 'blank';
  return (
    <>
      <Button
        variant="primary"
        aria-haspopup="dialog"
        onPointerEnter={preloadRfqRequestDialog}
        onFocus={preloadRfqRequestDialog}
        onClick={() => setOpen(true)}
        lang={label === undefined ? locale : undefined}
      >
        {label ?? messages.label()}
      </Button>
      <DeferredRfqRequestDialog
        key={key}
        loadingLabel={messages.opening()}
        open={open}
        onOpenChange={setOpen}
        items={calculation ? rfqItemsFromNeeds(calculation.needs) : []}
        source={calculation?.source ?? 'form'}
        onSent={onSent}
      />
    </>
  );
}
