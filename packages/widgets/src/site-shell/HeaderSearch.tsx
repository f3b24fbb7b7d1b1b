import { catalogueApi, createSuggestions, productsPath, siteUrl, type ProductSuggestion } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Button, TextField, useNavigateTo, visuallyHidden } from '@nirmaan/ui';
import type { FormEvent, KeyboardEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { nextActiveIndex } from './activeIndex.ts';
import { SuggestionList } from './SuggestionList.tsx';
import * as styles from './siteShell.css.ts';

/**
 * The product search box with suggestions (spec storefront §5): suggestions after 300 ms without
 * typing when the text is longer than 1 character; arrow keys move through them, Enter opens one,
 * Escape closes them; an empty search is not submitted.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const [text, setText] = useState('');
  const [suggestions] = useState(() => createSuggestions(catalogueApi));
  const { items, status, text: askedFor } = useStore(suggestions.$state);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [open, setOpen] = useState(false);
  const navigate = useNavigateTo();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const expanded = open && items.length > 0;
  // Asked and answered with nothing: say so, instead of a list that silently never opens.
  const nothingFound = open && status === 'ready' && items.length === 0 && askedFor.trim() !== '' && askedFor === text;

  useEffect(() => () => suggestions.clear(), [suggestions]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
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
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    <form role="search" className={className ? `${styles.search} ${className}` : styles.search} onSubmit={submit}>
      <div className={styles.searchBox}>
        <TextField
          type="search"
          label="Search products"
          hideLabel
          className={styles.searchField}
          placeholder="Search cement, TMT bars, bricks..."
          value={text}
          onValueChange={(value) => {
            setText(value);
            setOpen(true);
            setActiveIndex(-1);
            suggestions.type(value);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
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
        />
        <p role="status" className={nothingFound ? styles.noSuggestions : visuallyHidden}>
          {nothingFound && `No products match "${askedFor.trim()}". Press Search to look through the catalogue.`}
        </p>
      </div>
      <Button type="submit" variant="primary">
        Search
      </Button>
    </form>
  );
}
