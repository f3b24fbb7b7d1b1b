import { apiClient, errorDetail } from '@nirmaan/core';
import type { BoqApi } from './boqApi.ts';

export { keepBoq, takeKeptBoq } from './keptBoq.ts';

/**
 * The BOQ calls on the page-wide API client (fetched through deferredBoqCalls.ts with the first call).
 * They are made here rather than in boqApi.ts, which the form's first chunk imports for its messages.
 */
export const boqApi: BoqApi = {
  calculate: (request) => apiClient.post('/boq/calculate', request),
  save: (request) => apiClient.post('/boq/save', request),
  listSaved: () => apiClient.get('/boq/saved'),
};

/** What a failed BOQ call says: the server's detail, else the spec's message for that call. */
export const boqFailureMessage = (error: unknown, failure: string) => errorDetail(error, failure, failure);
