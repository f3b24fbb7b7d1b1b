import { ADMIN_MESSAGES, rejectionReasonError, SELLER_REJECTION_REASON_MAX, type AdminSeller } from '@nirmaan/core';
import type { AdminMessages } from './adminMessages.ts';
import { RejectWithReasonDialog } from './RejectWithReasonDialog.tsx';

export interface RejectSellerDialogProps {
  seller: AdminSeller;
  /** The dashboard's messages, in the language it shows. */
  messages: AdminMessages;
  /** Rejects with the reason; resolves to why it failed (the dialog then stays open), or null. */
  onReject: (reason: string) => Promise<string | null>;
  onCancel: () => void;
}

/** 'Reject {seller}?': the reason is required (the seller reads it), at most 500 characters. */
export function RejectSellerDialog({ seller, messages, onReject, onCancel }: RejectSellerDialogProps) {
  const texts = {
    title: messages['review.rejectTitle']({ name: seller.name }),
    description: messages['review.rejectDescription'](),
    cancel: messages['review.cancel'](),
    confirm: messages['review.confirmReject'](),
    rejecting: messages['review.rejecting'](),
    reasonLabel: messages['review.reasonLabel'](),
    reasonHint: messages['review.reasonHint']({ max: SELLER_REJECTION_REASON_MAX }),
  };
  return <RejectWithReasonDialog texts={texts} reasonError={(reason) => reasonErrorIn(messages, reason)} onReject={onReject} onCancel={onCancel} />;
}

/** What is wrong with a rejection reason (core's rule, which writes English), in the dashboard's language. */
export function reasonErrorIn(messages: AdminMessages, reason: string): string | null {
  const error = rejectionReasonError(reason);
  if (error === ADMIN_MESSAGES.rejectionReasonRequired) return messages['review.reasonRequired']();
  if (error === ADMIN_MESSAGES.rejectionReasonTooLong) return messages['review.reasonTooLong']({ max: SELLER_REJECTION_REASON_MAX });
  return error;
}
