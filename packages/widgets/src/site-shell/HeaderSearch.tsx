import { catalogueApi, createSuggestions, productsPath, SEARCH_MESSAGES, shouldSuggest, siteUrl, type ProductSuggestion } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Button, TextField, useNavigateTo, visuallyHidden } from '@nirmaan/ui';
import type { FocusEvent, FormEvent, KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { DeferredQuoteRequestDialog, preloadQuoteRequestDialog } from '../quote/DeferredQuoteRequestDialog.tsx';
import { useFittingPlaceholder } from '../form-shared/useFittingPlaceholder.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { nextActiveIndex } from './activeIndex.ts';
import { shellCatalogue } from './shellMessages.ts';
import { SuggestionList } from './SuggestionList.tsx';
import * as noMatchStyles from './headerSearch.css.ts';
import * as styles from './siteShell.css.ts';

/**
 * The product search box with suggestions (spec storefront §5): suggestions after 300 ms without
 * typing when the text is longer than 1 character; arrow keys move through them, Enter opens one,
 * Escape closes them; an empty search is not submitted. When the answer is that no product matches,
 * a line says so under the box, with a quote request for what was typed (issue 29).
 */
export function HeaderSearch({ className }: { className?: string }) {
  const { messages } = useMessages(shellCatalogue);
  const [text, setText] = useState('');
  const [suggestions] = useState(() => createSuggestions(catalogueApi));
  const { items, status, text: askedFor } = useStore(suggestions.$state);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [open, setOpen] = useState(false);
  // What the quote form was opened for: a new text, a fresh form prefilled with it (the key).
  const [quoteFor, setQuoteFor] = useState<string | null>(null);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const navigate = useNavigateTo();
  const listId = useId();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const placeholder = useFittingPlaceholder(inputRef, messages['search.placeholder'](), messages['search.placeholderShort']());
  const noMatchRef = useRef<HTMLDivElement>(null);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const expanded = open && items.length > 0;
  // Asked and answered with nothing, for the text in the box now: not while waiting or loading, not
  // after a failed request (that stays quiet, as before: Enter still searches), not for a short text.
  const nothingFound = open && status === 'ready' && items.length === 0 && shouldSuggest(text) && askedFor === text;
  const unmatched = askedFor.trim();

  useEffect(() => () => suggestions.clear(), [suggestions]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  // Focus moving between the box and the quote button, or into the quote form, keeps the line
  // (after the form the focus returns to where it was); anywhere else closes it, as it closes the list.
  const closeUnlessStaying = (event: FocusEvent) => {
    const to = event.relatedTarget;
    if (quoteOpen || to === inputRef.current || (to instanceof Node && noMatchRef.current?.contains(to))) return;
    close();
  };

  const openSuggestion = (suggestion: ProductSuggestion) => {
    close();
    suggestions.clear();
    setText('');
    navigate(siteUrl(`/products/${suggestion.id}`));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const active = expanded ? items[activeIndex] : undefined;
    if (active) {
      openSuggestion(active);
      return;
    }
    const query = text.trim();
    if (!query) return;
    close();
    suggestions.clear();
    navigate(siteUrl(productsPath({ search: query })));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => nextActiveIndex(index, items.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Escape' && (expanded || nothingFound)) {
      event.preventDefault();
      close();
    }
  };

  const askForQuote = () => {
    setQuoteFor(unmatched);
    setQuoteOpen(true);
  };

  return (
    // The quote form lives beside the search form, not in it (a form in a form would send both), and
    // its spinner or load failure shows under the search, where it was asked for.
    <div className={className ? `${styles.search} ${className}` : styles.search}>
      <form role="search" className={styles.searchForm} onSubmit={submit}>
        <div className={styles.searchBox}>
          <TextField
            ref={inputRef}
            type="search"
            label={messages['search.label']()}
            hideLabel
            className={styles.searchField}
            placeholder={placeholder}
            value={text}
            onValueChange={(value) => {
              setText(value);
              setOpen(true);
              setActiveIndex(-1);
              suggestions.type(value);
            }}
            onKeyDown={onKeyDown}
            // Back in the box (from elsewhere on the page, or a check that went round the controls),
            // what its text found, or that it found nothing, shows again.
            onFocus={() => setOpen(true)}
            onBlur={closeUnlessStaying}
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          />
          <SuggestionList
            id={listId}
            optionId={optionId}
            items={expanded ? items : []}
            activeIndex={activeIndex}
            onChoose={openSuggestion}
            busy={status === 'loading'}
            label={messages['search.suggestions']()}
          />
        </div>
        {/*
          Nothing matched: the line and a quote request, under the box and the Search button. The
          quote is a button next in the Tab order after the box, not an option of the combobox: an
          option is a product to put in the box, and a listbox holding only "Request a quote" would be
          announced as one suggestion; as a button, Enter in the box still searches the catalogue, and
          the box keeps the focus while typing. The status region is always in the page, so the line
          is announced when it appears.
        */}
        <div ref={noMatchRef} className={nothingFound ? noMatchStyles.noMatch : visuallyHidden}>
          <p id={statusId} role="status" className={noMatchStyles.noMatchText}>
            {nothingFound && messages['search.noMatch']({ text: unmatched })}
          </p>
          {nothingFound && (
            <Button
              variant="secondary"
              className={noMatchStyles.noMatchQuote}
              aria-haspopup="dialog"
              aria-describedby={statusId}
              // Keep the focus in the box on a click or tap: the form takes it when it opens.
              onMouseDown={(event) => event.preventDefault()}
              onPointerEnter={preloadQuoteRequestDialog}
              onFocus={preloadQuoteRequestDialog}
              onBlur={closeUnlessStaying}
              onKeyDown={(event) => {
                // Escape closes the line here as in the box, and goes back to the box.
                if (event.key !== 'Escape') return;
                event.preventDefault();
                inputRef.current?.focus();
                close();
              }}
              onClick={askForQuote}
            >
              {messages['search.askForQuote']()}
            </Button>
          )}
        </div>
        <Button type="submit" variant="primary">
          {messages['search.submit']()}
        </Button>
      </form>
      <DeferredQuoteRequestDialog
        key={quoteFor ?? ''}
        open={quoteOpen}
        onOpenChange={setQuoteOpen}
        material={SEARCH_MESSAGES.quoteMaterial}
        prefill={{ message: messages['search.quoteMessage']({ text: quoteFor ?? '' }) }}
        loadingLabel={messages['opening.quote']()}
      />
    </div>
  );
}
