import { listingRejectionReasonError, REAL_ESTATE_MESSAGES, REAL_ESTATE_REASON_MAX } from '@nirmaan/core';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue, type AdminMessages } from './adminMessages.ts';
import { RejectWithReasonDialog } from './RejectWithReasonDialog.tsx';

export interface RejectListingDialogProps {
  /** The listing's name as the admins read it. */
  name: string;
  /** Rejects with the reason; resolves to why it failed (the dialog then stays open), or null. */
  onReject: (reason: string) => Promise<string | null>;
  onCancel: () => void;
}

/** What is wrong with a listing's rejection reason (core's rule, which writes English), in the dashboard's language. */
function reasonErrorIn(messages: AdminMessages, reason: string): string | null {
  const error = listingRejectionReasonError(reason);
  if (error === REAL_ESTATE_MESSAGES.reasonRequired) return messages['estate.reasonRequired']();
  if (error === REAL_ESTATE_MESSAGES.reasonTooLong(REAL_ESTATE_REASON_MAX)) return messages['estate.reasonTooLong']({ max: REAL_ESTATE_REASON_MAX });
  return error;
}

/** 'Reject {listing}?': the reason is required (shown with the submission), at most 500 characters; Cancel changes nothing. */
export function RejectListingDialog({ name, onReject, onCancel }: RejectListingDialogProps) {
  const { messages } = useMessages(adminCatalogue);
  const texts = {
    title: messages['review.rejectTitle']({ name }),
    description: messages['estate.rejectDescription'](),
    cancel: messages['review.cancel'](),
    confirm: messages['estate.confirmReject'](),
    rejecting: messages['review.rejecting'](),
    reasonLabel: messages['estate.reasonLabel'](),
    reasonHint: messages['estate.reasonHint']({ max: REAL_ESTATE_REASON_MAX }),
  };
  return <RejectWithReasonDialog texts={texts} reasonError={(reason) => reasonErrorIn(messages, reason)} onReject={onReject} onCancel={onCancel} />;
}
