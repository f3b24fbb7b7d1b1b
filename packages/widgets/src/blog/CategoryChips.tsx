import { useMessages } from '../locale-shared/useMessages.ts';
import { blogCatalogue } from './blogMessages.ts';
import * as styles from './blog.css.ts';

export interface CategoryChipsProps {
  categories: readonly string[];
  /** The chosen category, or null for All Posts. */
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/**
 * The category filter: All Posts plus every category found, as toggle buttons (one pressed). The
 * categories are as the admin wrote them, in English (`lang="en"`).
 */
export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  const { messages } = useMessages(blogCatalogue);
  return (
    <div className={styles.chips} role="group" aria-label={messages['chips.label']()}>
      <button type="button" className={styles.chip} aria-pressed={selected === null} onClick={() => onSelect(null)}>
        {messages['chips.all']()}
      </button>
      {categories.map((category) => (
        <button key={category} type="button" className={styles.chip} aria-pressed={selected === category} onClick={() => onSelect(category)} lang="en">
          {category}
        </button>
      ))}
    </div>
  );
}
