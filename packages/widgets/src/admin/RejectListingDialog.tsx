import { listingRejectionReasonError, REAL_ESTATE_REASON_MAX } from '@nirmaan/core';
import { RejectWithReasonDialog } from './RejectWithReasonDialog.tsx';

export interface RejectListingDialogProps {
  /** The listing's name as the admins read it. */
  name: string;
  /** Rejects with the reason; resolves to why it failed (the dialog then stays open), or null. */
  onReject: (reason: string) => Promise<string | null>;
  onCancel: () => void;
}

/** 'Reject {listing}?': the reason is required (shown with the submission), at most 500 characters; Cancel changes nothing. */
export function RejectListingDialog({ name, onReject, onCancel }: RejectListingDialogProps) {
  const texts = {
    title: `Reject ${name}?`,
    description: 'A rejected listing is never shown publicly. The reason stays with the submission.',
    cancel: 'Cancel',
    confirm: 'Reject listing',
    rejecting: 'Rejecting...',
    reasonLabel: 'Reason',
    reasonHint: `Why the listing cannot be published. At most ${REAL_ESTATE_REASON_MAX} characters.`,
  };
  return <RejectWithReasonDialog texts={texts} reasonError={listingRejectionReasonError} onReject={onReject} onCancel={onCancel} />;
}
