import { ADMIN_MESSAGES, SELLER_REJECTION_REASON_MAX } from './adminRules.ts';
import type { AdminSeller, SellerStatus } from './adminTypes.ts';

/*
 * The admins' review of new sellers: a seller is pending until an admin approves it; buyers see
 * only approved sellers' listings, and only they receive leads. A rejection carries a reason the
 * seller reads. A rejected seller can be approved later, an approved one rejected.
 */

/** How a seller's review state is shown (with the colour of its badge; the text says it too). */
export const SELLER_STATUS_LABELS: Record<SellerStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
export const SELLER_STATUS_TONES = { pending: 'warning', approved: 'success', rejected: 'danger' } as const satisfies Record<SellerStatus, string>;

/** The admin screens' texts for the review. */
export const SELLER_REVIEW_TEXTS = {
  pendingTitle: 'Pending approval',
  pendingIntro: "Buyers do not see a pending seller's listings, and it receives no leads, until you approve it.",
  noPending: 'No sellers are waiting for approval.',
  pendingLoadFailed: 'Could not load the sellers waiting for approval.',
  loadingPending: 'Loading the sellers waiting for approval',
  approvalColumn: 'Approval',
  approve: 'Approve',
  approving: 'Approving...',
  reject: 'Reject',
  rejecting: 'Rejecting...',
  noAddress: 'No address',
  joined: 'Joined',
  reasonPrefix: 'Reason:',
  rejectDescription: 'The seller reads your reason on its dashboard. Buyers will not see its listings, and it receives no leads.',
  reasonLabel: 'Reason for the rejection',
  reasonHint: `The seller will read it. At most ${SELLER_REJECTION_REASON_MAX} characters.`,
  confirmReject: 'Reject seller',
  cancel: 'Cancel',
  rejectTitle: (name: string) => `Reject ${name}?`,
  approved: (name: string) => `${name} is approved: buyers now see its listings.`,
  rejected: (name: string) => `${name} is rejected.`,
  approveFailed: (name: string) => `Could not approve ${name}. Please try again.`,
  rejectFailed: (name: string) => `Could not reject ${name}. Please try again.`,
  waiting: (count: string) => `${count} waiting`,
  pendingShown: (shown: number, total: number) => `Showing the newest ${shown} of ${total} sellers waiting for approval.`,
} as const;

/** What is wrong with a rejection reason (required, at most 500 characters once trimmed), or null. */
export function rejectionReasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (!trimmed) return ADMIN_MESSAGES.rejectionReasonRequired;
  if (trimmed.length > SELLER_REJECTION_REASON_MAX) return ADMIN_MESSAGES.rejectionReasonTooLong;
  return null;
}

/** Where a seller is: its address and city, whichever it gave, or 'No address'. */
export function sellerPlace(seller: Pick<AdminSeller, 'address' | 'city'>): string {
  return [seller.address, seller.city].filter(Boolean).join(', ') || SELLER_REVIEW_TEXTS.noAddress;
}
