import { rfqItemsFromNeeds, type RfqCreated } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useState } from 'react';
import { deferredDialog } from '../deferred/deferredDialog.tsx';
import { usePageCalculation } from './usePageCalculation.ts';

export const RFQ_BUTTON_TEXTS = { label: 'Get prices from suppliers', opening: 'Opening the request...' } as const;

const RfqRequestDialog = deferredDialog(async () => (await import('./RfqRequestDialog.tsx')).RfqRequestDialog, RFQ_BUTTON_TEXTS.opening);

export type RfqSentDetail = RfqCreated;

export interface RfqRequestButtonProps {
  label?: string;
  /** The id of a calculator element on the page: the request starts with its latest calculation's materials. */
  calculator?: string;
  onSent?: (created: RfqSentDetail) => void;
}

/**
 * A button opening a request for quotation (what <nirmaan-rfq> shows on a partner page): blank, or
 * prefilled with the materials of the calculator it names, refreshed with each of its calculations.
 */
export function RfqRequestButton({ label = RFQ_BUTTON_TEXTS.label, calculator, onSent }: RfqRequestButtonProps) {
  const [open, setOpen] = useState(false);
  const calculation = usePageCalculation(calculator);
  const key = calculation?.needs.map((need) => `${need.label}:${need.quantity}`).join('|') ?? 'blank';
  return (
    <>
      <Button
        variant="primary"
        aria-haspopup="dialog"
        onPointerEnter={RfqRequestDialog.preload}
        onFocus={RfqRequestDialog.preload}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <RfqRequestDialog
        key={key}
        open={open}
        onOpenChange={setOpen}
        items={calculation ? rfqItemsFromNeeds(calculation.needs) : []}
        source={calculation?.source ?? 'form'}
        onSent={onSent}
      />
    </>
  );
}
