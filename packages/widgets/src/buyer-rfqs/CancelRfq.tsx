import { errorDetail, rfqApi, type BuyerRfq } from '@nirmaan/core';
import { Alert, Button, Dialog } from '@nirmaan/ui';
import { useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { comparisonCatalogue } from './comparisonMessages.ts';

/** "Cancel request" on an open request, confirmed in a dialog; the server's reason shown when it refuses. */
export function CancelRfq({ rfq, onCancelled }: { rfq: BuyerRfq; onCancelled: (rfq: BuyerRfq) => void }) {
  const { messages, locale } = useMessages(comparisonCatalogue);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const cancel = async () => {
    setCancelling(true);
    setProblem(null);
    try {
      const cancelled = await rfqApi.cancel(rfq.id);
      setConfirming(false);
      onCancelled(cancelled);
    } catch (error) {
      // The server's own reason (in the site's language), else ours.
      setProblem(errorDetail(error, messages['cancel.failed'](), messages.network()));
    } finally {
      setCancelling(false);
    }
  };

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        {messages['cancel.open']()}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        lang={locale}
        title={messages['cancel.title']({ id: rfq.id })}
        description={messages['cancel.description']()}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {messages['cancel.keep']()}
            </Button>
            <Button variant="danger" busy={cancelling} busyLabel={messages['cancel.cancelling']()} onClick={() => void cancel()}>
              {messages['cancel.open']()}
            </Button>
          </>
        }
      >
        {problem && <Alert tone="error">{problem}</Alert>}
      </Dialog>
    </>
  );
}
