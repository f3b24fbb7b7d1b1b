import { forgetAnswersStartingWith, isApiError, rfqApi, type BuyerRfq, type BuyerRfqListItem } from '@nirmaan/core';
import { useQuery, type QueryResult } from '../data-shared/useQuery.ts';

/** The signed-in buyer's requests for quotation, newest first (a query of the buyer's data). */
export function useBuyerRfqList(): QueryResult<BuyerRfqListItem[]> {
  return useQuery('rfqs', () => rfqApi.list(), { account: 'buyer' });
}

/**
 * One of the buyer's requests with its offers side by side; `missing` when it is not theirs or not
 * there (the API answers 404 for both).
 */
export function useBuyerRfq(rfqId: number): { rfq: QueryResult<BuyerRfq>; missing: boolean } {
  const rfq = useQuery(`rfqs/${rfqId}`, () => rfqApi.get(rfqId), { account: 'buyer' });
  const missing = rfq.status === 'failed' && isApiError(rfq.error) && rfq.error.status === 404;
  return { rfq, missing };
}

/** After a cancel or an acceptance: the list of requests, and My Orders after new orders, load again when next shown. */
export function forgetBuyerLists(): void {
  forgetAnswersStartingWith('rfqs#');
  forgetAnswersStartingWith('orders#');
}
