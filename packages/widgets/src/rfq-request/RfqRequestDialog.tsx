import type { RfqCreated, RfqFormItem, RfqSource } from '@nirmaan/core';
import { Button, Dialog } from '@nirmaan/ui';
import { useId } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { RfqCodeStep } from './RfqCodeStep.tsx';
import { rfqCatalogue } from './rfqMessages.ts';
import { RfqRequestFields } from './RfqRequestFields.tsx';
import { RfqSent } from './RfqSent.tsx';
import { useRfqRequest, type RfqRequestCalls, type VisitorContact } from './useRfqRequest.ts';

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
 * closes it (or whose send failed) finds everything as typed when they open it again. It speaks
 * the widget's language (its catalogue, rfq-request/messages), marked on its root.
 */
export function RfqRequestDialog({ open, onOpenChange, items, source, contact, onSent, calls }: RfqRequestDialogProps) {
  const formId = useId();
  const { messages, locale } = useMessages(rfqCatalogue);
  const state = useRfqRequest({ items, contact, source, calls, onSent });
  const editing = state.step === 'editing' || state.step === 'sending';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      lang={locale}
      title={messages.title()}
      description={editing ? messages.describe() : undefined}
      closeLabel={messages.close()}
      footer={
        editing ? (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {messages.cancel()}
            </Button>
            <Button type="submit" form={formId} variant="primary" busy={state.step === 'sending'} busyLabel={messages.sending()}>
              {messages.send()}
            </Button>
          </>
        ) : null
      }
    >
      {editing && <RfqRequestFields formId={formId} state={state} messages={messages} />}
      {state.step === 'code' && (
        <RfqCodeStep messages={messages} phone={state.contact.phone} onBack={state.backToForm} onVerify={state.verifyCode} onResend={state.resendCode} />
      )}
      {state.step === 'sent' && state.created && <RfqSent created={state.created} messages={messages} locale={locale} />}
    </Dialog>
  );
}
