import { SEARCH_SYNONYM_LIMITS as L, SEARCH_SYNONYM_MESSAGES as M, type SearchSynonym } from '@nirmaan/core';
import { Alert, Button, EmptyState, Spinner, Table, TextField, type TableColumn } from '@nirmaan/ui';
import { ConfirmDeleteDialog } from '../dashboard-shared/ConfirmDeleteDialog.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as catalogueStyles from './catalogue.css.ts';
import { SearchWordDialog } from './SearchWordDialog.tsx';
import { useSearchWords } from './useSearchWords.ts';

/**
 * Search words (issue 29): the words builders type that the catalogue names otherwise ('saria' for
 * TMT bars), each with the words a search for it also finds and a note of what it means. Filter by
 * a word or what it finds; Add, Edit and Delete (after a confirmation). A change applies to the
 * next search.
 */
export function SearchWordsPanel() {
  const words = useSearchWords();
  const { synonyms, deletion } = words;
  const list = synonyms.value;

  const columns: TableColumn<SearchSynonym>[] = [
    { key: 'word', header: 'Word', rowHeader: true },
    { key: 'alternatives', header: 'Also finds', render: (synonym) => synonym.alternatives.join(', ') },
    { key: 'note', header: 'Note', render: (synonym) => <span className={catalogueStyles.note}>{synonym.note}</span> },
    {
      key: 'actions',
      header: 'Actions',
      render: (synonym) => (
        <span className={styles.actions}>
          <Button variant="secondary" size="small" aria-haspopup="dialog" aria-label={`Edit ${synonym.word}`} onClick={() => words.edit(synonym)}>
            Edit
          </Button>
          <Button variant="danger" size="small" aria-haspopup="dialog" aria-label={`Delete ${synonym.word}`} onClick={() => deletion.ask(synonym)}>
            Delete
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className={styles.panel} aria-labelledby="catalogue-search-words-title">
      <div className={styles.headerRow}>
        <h3 id="catalogue-search-words-title" className={styles.heading}>
          {M.title}
        </h3>
        <Button variant="secondary" aria-haspopup="dialog" onClick={words.add}>
          Add search word
        </Button>
      </div>
      <p className={styles.muted}>{M.intro}</p>
      <div className={catalogueStyles.filters} role="search" aria-label="Find search words">
        <TextField
          type="search"
          label="Filter search words"
          hint="A word, or a word it also finds"
          value={words.filter}
          maxLength={L.search}
          onValueChange={words.setFilter}
        />
      </div>
      {words.notice && <Alert tone="success">{words.notice}</Alert>}
      {synonyms.status === 'failed' && <LoadFailed onRetry={synonyms.reload} message={M.loadFailed} />}
      {synonyms.status === 'loading' && !list && <Spinner label={M.loading} />}
      {list && list.length === 0 && (
        <EmptyState headingLevel={4} title={words.filtered ? M.noMatch : M.empty} description={words.filtered ? M.noMatchHint : M.emptyHint} />
      )}
      {list && list.length > 0 && <Table caption="Search word list" hideCaption columns={columns} rows={list} rowKey={(synonym) => synonym.word} />}
      {words.editing !== undefined && (
        <SearchWordDialog key={words.editing?.word ?? 'new'} synonym={words.editing} onClose={words.closeDialog} onSaved={words.saved} />
      )}
      <ConfirmDeleteDialog deletion={deletion} title={(target) => M.deleteTitle(target.word)} description={() => M.deleteDescription} />
    </section>
  );
}
