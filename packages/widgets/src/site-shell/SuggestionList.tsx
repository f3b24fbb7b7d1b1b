import type { ProductSuggestion } from '@nirmaan/core';
import clsx from 'clsx';
import * as styles from './siteShell.css.ts';

export interface SuggestionListProps {
  id: string;
  optionId: (index: number) => string;
  items: readonly ProductSuggestion[];
  activeIndex: number;
  busy: boolean;
  /** The listbox's accessible name, in the header's language. */
  label: string;
  onChoose: (suggestion: ProductSuggestion) => void;
}

/** The search box's listbox of product suggestions; always in the page so aria-controls points at it. */
export function SuggestionList({ id, optionId, items, activeIndex, busy, label, onChoose }: SuggestionListProps) {
  return (
    <div id={id} role="listbox" aria-label={label} aria-busy={busy} className={styles.suggestions} hidden={items.length === 0}>
      {items.map((suggestion, index) => (
        // The text box owns the keyboard (combobox pattern): arrows move, Enter chooses.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- options stay unfocusable; aria-activedescendant marks the active one
        <div
          key={suggestion.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className={clsx(styles.suggestion, index === activeIndex && styles.suggestionActive)}
          // Keep focus in the text box: choosing happens before its blur would close the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
        >
          <span className={styles.suggestionName}>{suggestion.name}</span>
          <span className={styles.suggestionMeta}>
            {suggestion.category ? `${suggestion.category} · ` : ''}
            {suggestion.master_sku}
          </span>
        </div>
      ))}
    </div>
  );
}
