import type { RfqCreated, RfqFormItem, RfqSource } from '@nirmaan/core';
import { Button, Dialog } from '@nirmaan/ui';
import { useId } from 'react';
import { RfqCodeStep } from './RfqCodeStep.tsx';
import { RfqRequestFields } from './RfqRequestFields.tsx';
import { RfqSent } from './RfqSent.tsx';
import { useRfqRequest, type RfqRequestCalls, type VisitorContact } from './useRfqRequest.ts';

export const RFQ_REQUEST_TEXTS = {
  title: 'Get prices from suppliers',
  describe: 'Suppliers who deliver to your site price each item. You compare their offers by landed total and accept the best, item by item.',
  send: 'Ask for prices',
  sending: 'Sending...',
  cancel: 'Cancel',
  close: 'Close',
} as const;

export interface RfqRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The items the form starts from (read once, when it starts): a calculation's materials, a cart's products, or none (one blank row). */
  items: readonly RfqFormItem[];
  /** Where the request came from, kept with it. */
  source: RfqSource;
  /** A visitor's name and number given already (the chatbot asked them). */
  contact?: VisitorContact;
  onSent?: (created: RfqCreated) => void;
  /** Tests and stories pass fakes. */
  calls?: RfqRequestCalls;
}

/**
 * The request for quotation modal. Its form stays mounted while the modal is closed, so whoever
 * closes it (or whose send failed) finds everything as typed when they open it again.
 */
export function RfqRequestDialog({ open, onOpenChange, items, source, contact, onSent, calls }: RfqRequestDialogProps) {
  const formId = useId();
  const state = useRfqRequest({ items, contact, source, calls, onSent });
  const editing = state.step === 'editing' || state.step === 'sending';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      lang="en-IN"
      title={RFQ_REQUEST_TEXTS.title}
      description={editing ? RFQ_REQUEST_TEXTS.describe : undefined}
      closeLabel={RFQ_REQUEST_TEXTS.close}
      footer={
        editing ? (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {RFQ_REQUEST_TEXTS.cancel}
            </Button>
            <Button type="submit" form={formId} variant="primary" busy={state.step === 'sending'} busyLabel={RFQ_REQUEST_TEXTS.sending}>
              {RFQ_REQUEST_TEXTS.send}
            </Button>
          </>
        ) : null
      }
    >
      {editing && <RfqRequestFields formId={formId} state={state} />}
      {state.step === 'code' && <RfqCodeStep phone={state.contact.phone} onBack={state.backToForm} onVerify={state.verifyCode} onResend={state.resendCode} />}
      {state.step === 'sent' && state.created && <RfqSent created={state.created} />}
    </Dialog>
  );
}
