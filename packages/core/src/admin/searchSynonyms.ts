import { apiClient } from '../api/api.ts';
import { createSearchSynonymApi } from './searchSynonymApi.ts';

/** The page-wide calls for the search's synonyms, with the stored admin token. */
export const searchSynonymApi = createSearchSynonymApi(apiClient);
