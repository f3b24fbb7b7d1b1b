import { errorDetail, rfqApi, type BuyerRfq } from '@nirmaan/core';
import { Alert, Button, Dialog } from '@nirmaan/ui';
import { useState } from 'react';

export const CANCEL_RFQ_TEXTS = {
  open: 'Cancel request',
  title: (id: number) => `Cancel request #${id}?`,
  description: 'The suppliers can no longer send or change offers, and you can no longer accept the offers made. This cannot be undone.',
  keep: 'Keep request',
  confirm: 'Cancel request',
  cancelling: 'Cancelling...',
  failed: 'Could not cancel this request. Please try again.',
} as const;

/** "Cancel request" on an open request, confirmed in a dialog; the server's reason shown when it refuses. */
export function CancelRfq({ rfq, onCancelled }: { rfq: BuyerRfq; onCancelled: (rfq: BuyerRfq) => void }) {
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
      setProblem(errorDetail(error, CANCEL_RFQ_TEXTS.failed));
    } finally {
      setCancelling(false);
    }
  };

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        {CANCEL_RFQ_TEXTS.open}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={CANCEL_RFQ_TEXTS.title(rfq.id)}
        description={CANCEL_RFQ_TEXTS.description}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {CANCEL_RFQ_TEXTS.keep}
            </Button>
            <Button variant="danger" busy={cancelling} busyLabel={CANCEL_RFQ_TEXTS.cancelling} onClick={() => void cancel()}>
              {CANCEL_RFQ_TEXTS.confirm}
            </Button>
          </>
        }
      >
        {problem && <Alert tone="error">{problem}</Alert>}
      </Dialog>
    </>
  );
}
