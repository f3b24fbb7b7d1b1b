import { errorDetail, searchSynonymApi, type SearchSynonym } from '@nirmaan/core';
import { useEffect, useState } from 'react';
import { useConfirmedDelete } from '../dashboard-shared/useConfirmedDelete.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { catalogueTabCatalogue } from './catalogue/catalogueTabMessages.ts';

/** The word being added (null) or edited in the dialog; undefined while the dialog is closed. */
export type SearchWordEditing = SearchSynonym | null | undefined;

/**
 * The Search words panel's state (issue 29): the filter (sent 300 ms after the last key), the list
 * for it, the dialog's word, the confirmed delete, and what the last change did.
 */
export function useSearchWords() {
  const [filter, setFilter] = useState('');
  const [searchedFor, setSearchedFor] = useState('');
  const [editing, setEditing] = useState<SearchWordEditing>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const { messages } = useMessages(catalogueTabCatalogue);
  useEffect(() => {
    const timer = setTimeout(() => setSearchedFor(filter.trim()), 300);
    return () => clearTimeout(timer);
  }, [filter]);

  const synonyms = useDashboardData('admin', `search-synonyms?search=${searchedFor}`, () => searchSynonymApi.list(searchedFor));

  const deletion = useConfirmedDelete<SearchSynonym>(
    async (synonym) => {
      await searchSynonymApi.remove(synonym.word);
      setNotice(messages['searchWords.deleted']({ word: synonym.word }));
      synonyms.reload();
    },
    (error) => errorDetail(error, messages['searchWords.deleteFailed']()),
  );

  const saved = (synonym: SearchSynonym) => {
    setEditing(undefined);
    setNotice(messages['searchWords.saved']({ word: synonym.word }));
    synonyms.reload();
  };

  return {
    filter,
    setFilter,
    /** Whether the list shown is filtered (an empty one then says "no match", not "none yet"). */
    filtered: searchedFor !== '',
    synonyms,
    editing,
    add: () => setEditing(null),
    edit: (synonym: SearchSynonym) => setEditing(synonym),
    closeDialog: () => setEditing(undefined),
    saved,
    deletion,
    notice,
  };
}
