import { adminApi, errorDetail, type AdminSeller } from '@nirmaan/core';
import { useState } from 'react';
import type { AdminMessages } from './adminMessages.ts';

export interface SellerReview {
  /** The seller whose approval is under way. */
  approvingId: number | null;
  /** The seller the reject dialog asks about. */
  rejecting: AdminSeller | null;
  /** The last review's outcome, e.g. 'Chennai Build Mart is approved: ...'. */
  notice: string | null;
  /** Why the last approval failed. */
  problem: string | null;
  approve: (seller: AdminSeller) => Promise<void>;
  /** Opens the reject dialog for this seller. */
  askReject: (seller: AdminSeller) => void;
  cancelReject: () => void;
  /** Rejects the dialog's seller; resolves to the reason it failed (the dialog then stays open), or null. */
  reject: (reason: string) => Promise<string | null>;
}

/**
 * Approving and rejecting sellers from the admin's Sellers tab; `onReviewed` runs after each change,
 * so that every list showing sellers loads again. The notices are in the language of `messages`.
 */
export function useSellerReview(onReviewed: () => void, messages: AdminMessages): SellerReview {
  const [approvingId, setApprovingId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<AdminSeller | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const approve = async (seller: AdminSeller) => {
    setApprovingId(seller.id);
    setProblem(null);
    setNotice(null);
    try {
      await adminApi.approveSeller(seller.id);
      setNotice(messages['review.approved']({ name: seller.name }));
      onReviewed();
    } catch (error) {
      setProblem(errorDetail(error, messages['review.approveFailed']({ name: seller.name })));
    } finally {
      setApprovingId(null);
    }
  };

  const reject = async (reason: string): Promise<string | null> => {
    if (!rejecting) return null;
    try {
      await adminApi.rejectSeller(rejecting.id, reason);
    } catch (error) {
      return errorDetail(error, messages['review.rejectFailed']({ name: rejecting.name }));
    }
    setRejecting(null);
    setProblem(null);
    setNotice(messages['review.rejected']({ name: rejecting.name }));
    onReviewed();
    return null;
  };

  return {
    approvingId,
    rejecting,
    notice,
    problem,
    approve,
    askReject: (seller) => {
      setNotice(null);
      setProblem(null);
      setRejecting(seller);
    },
    cancelReject: () => setRejecting(null),
    reject,
  };
}
