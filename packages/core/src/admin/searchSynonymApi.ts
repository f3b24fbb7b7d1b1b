import type { ApiClient } from '../api/client.ts';
import { ADMIN_AUTH as admin } from './adminPaging.ts';
import { searchSynonymQuery } from './searchSynonymRules.ts';
import type { SearchSynonym, SearchSynonymInput } from './searchSynonymTypes.ts';

/** The admin's calls for the search's synonyms (issue 29): the Catalogue tab's Search words. */
export interface SearchSynonymApi {
  /** Every synonym by word; with a search, those whose word or an alternative holds it. */
  list(search?: string): Promise<SearchSynonym[]>;
  /**
   * Adds the word or replaces what it finds; the server keeps the word and the alternatives in
   * the search's normal form and answers the row as stored. 422 for what the form's rules refuse.
   */
  save(word: string, input: SearchSynonymInput): Promise<SearchSynonym>;
  /** 404 when there is no such word. */
  remove(word: string): Promise<void>;
}

const synonymPath = (word: string) => `/admin/search/synonyms/${encodeURIComponent(word.trim())}`;

export function createSearchSynonymApi(client: ApiClient): SearchSynonymApi {
  return {
    list: (search) => client.get('/admin/search/synonyms', { ...admin, query: searchSynonymQuery(search) }),
    save: (word, input) => client.put(synonymPath(word), input, admin),
    remove: async (word) => {
      await client.delete(synonymPath(word), admin);
    },
  };
}
