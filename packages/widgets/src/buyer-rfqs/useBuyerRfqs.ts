import { $role, isApiError, rfqApi, type BuyerRfq, type BuyerRfqListItem } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { useQuery, type QueryResult } from '../data-shared/useQuery.ts';

/** Whether the widget may ask for the buyer's requests: a buyer is signed in and the query is asked with their token. */
function useSignedInBuyer(status: QueryResult<unknown>['status']): boolean {
  return useStore($role) === 'buyer' && status !== 'idle';
}

/** The signed-in buyer's requests for quotation, newest first (a query of the buyer's data). */
export function useBuyerRfqList(): { list: QueryResult<BuyerRfqListItem[]>; signedIn: boolean } {
  const list = useQuery('rfqs', () => rfqApi.list(), { account: 'buyer' });
  return { list, signedIn: useSignedInBuyer(list.status) };
}

/**
 * One of the buyer's requests with its offers side by side; `missing` when it is not theirs or not
 * there (the API answers 404 for both).
 */
export function useBuyerRfq(rfqId: number): { rfq: QueryResult<BuyerRfq>; signedIn: boolean; missing: boolean } {
  const rfq = useQuery(`rfqs/${rfqId}`, () => rfqApi.get(rfqId), { account: 'buyer' });
  const missing = rfq.status === 'failed' && isApiError(rfq.error) && rfq.error.status === 404;
  return { rfq, signedIn: useSignedInBuyer(rfq.status), missing };
}
