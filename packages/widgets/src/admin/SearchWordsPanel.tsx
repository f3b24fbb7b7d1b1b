import { SEARCH_SYNONYM_LIMITS as L, type SearchSynonym } from '@nirmaan/core';
import { Alert, Button, EmptyState, Spinner, Table, TextField, type TableColumn } from '@nirmaan/ui';
import { ConfirmDeleteDialog } from '../dashboard-shared/ConfirmDeleteDialog.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { catalogueTabCatalogue } from './catalogue/catalogueTabMessages.ts';
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
  const { messages } = useMessages(catalogueTabCatalogue);

  const columns: TableColumn<SearchSynonym>[] = [
    { key: 'word', header: messages['searchWords.word'](), rowHeader: true },
    { key: 'alternatives', header: messages['searchWords.alsoFinds'](), render: (synonym) => synonym.alternatives.join(', ') },
    {
      key: 'note',
      header: messages['searchWords.note'](),
      // The admin's note, as written (English).
      render: (synonym) => (
        <span className={catalogueStyles.note} lang="en">
          {synonym.note}
        </span>
      ),
    },
    {
      key: 'actions',
      header: messages['estate.actions'](),
      render: (synonym) => (
        <span className={styles.actions}>
          <Button
            variant="secondary"
            size="small"
            aria-haspopup="dialog"
            aria-label={messages['products.editLabel']({ name: synonym.word })}
            onClick={() => words.edit(synonym)}
          >
            {messages['products.edit']()}
          </Button>
          <Button
            variant="danger"
            size="small"
            aria-haspopup="dialog"
            aria-label={messages['products.deleteLabel']({ name: synonym.word })}
            onClick={() => deletion.ask(synonym)}
          >
            {messages['products.delete']()}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className={styles.panel} aria-labelledby="catalogue-search-words-title">
      <div className={styles.headerRow}>
        <h3 id="catalogue-search-words-title" className={styles.heading}>
          {messages['searchWords.title']()}
        </h3>
        <Button variant="secondary" aria-haspopup="dialog" onClick={words.add}>
          {messages['searchWords.add']()}
        </Button>
      </div>
      <p className={styles.muted}>{messages['searchWords.intro']()}</p>
      <div className={catalogueStyles.filters} role="search" aria-label={messages['searchWords.find']()}>
        <TextField
          type="search"
          label={messages['searchWords.filter']()}
          hint={messages['searchWords.filterHint']()}
          value={words.filter}
          maxLength={L.search}
          onValueChange={words.setFilter}
        />
      </div>
      {words.notice && <Alert tone="success">{words.notice}</Alert>}
      {synonyms.status === 'failed' && <LoadFailed onRetry={synonyms.reload} message={messages['searchWords.loadFailed']()} />}
      {synonyms.status === 'loading' && !list && <Spinner label={messages['searchWords.loading']()} />}
      {list && list.length === 0 && (
        <EmptyState
          headingLevel={4}
          title={words.filtered ? messages['searchWords.noMatch']() : messages['searchWords.empty']()}
          description={words.filtered ? messages['searchWords.noMatchHint']() : messages['searchWords.emptyHint']()}
        />
      )}
      {list && list.length > 0 && (
        <Table caption={messages['searchWords.caption']()} hideCaption columns={columns} rows={list} rowKey={(synonym) => synonym.word} />
      )}
      {words.editing !== undefined && (
        <SearchWordDialog key={words.editing?.word ?? 'new'} synonym={words.editing} onClose={words.closeDialog} onSaved={words.saved} />
      )}
      <ConfirmDeleteDialog
        deletion={deletion}
        title={(target) => messages['searchWords.deleteTitle']({ word: target.word })}
        description={() => messages['searchWords.deleteDescription']()}
      />
    </section>
  );
}
