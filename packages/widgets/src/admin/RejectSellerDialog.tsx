import { rejectionReasonError, SELLER_REVIEW_TEXTS, type AdminSeller } from '@nirmaan/core';
import { RejectWithReasonDialog } from './RejectWithReasonDialog.tsx';

export interface RejectSellerDialogProps {
  seller: AdminSeller;
  /** Rejects with the reason; resolves to why it failed (the dialog then stays open), or null. */
  onReject: (reason: string) => Promise<string | null>;
  onCancel: () => void;
}

/** 'Reject {seller}?': the reason is required (the seller reads it), at most 500 characters. */
export function RejectSellerDialog({ seller, onReject, onCancel }: RejectSellerDialogProps) {
  const texts = {
    title: SELLER_REVIEW_TEXTS.rejectTitle(seller.name),
    description: SELLER_REVIEW_TEXTS.rejectDescription,
    cancel: SELLER_REVIEW_TEXTS.cancel,
    confirm: SELLER_REVIEW_TEXTS.confirmReject,
    rejecting: SELLER_REVIEW_TEXTS.rejecting,
    reasonLabel: SELLER_REVIEW_TEXTS.reasonLabel,
    reasonHint: SELLER_REVIEW_TEXTS.reasonHint,
  };
  return <RejectWithReasonDialog texts={texts} reasonError={rejectionReasonError} onReject={onReject} onCancel={onCancel} />;
}
