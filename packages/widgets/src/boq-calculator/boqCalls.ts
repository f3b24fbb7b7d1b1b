import { apiClient } from '@nirmaan/core';
import { createBoqApi } from './boqApi.ts';

/** The BOQ calls on the page-wide API client (fetched through deferredBoqCalls.ts with the first call). */
export const boqApi = createBoqApi(apiClient);
