import * as styles from './blog.css.ts';

export const ALL_POSTS = 'All Posts';

export interface CategoryChipsProps {
  categories: readonly string[];
  /** The chosen category, or null for All Posts. */
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/** The category filter: All Posts plus every category found, as toggle buttons (one pressed). */
export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  const options: Array<[string, string | null]> = [[ALL_POSTS, null], ...categories.map((category): [string, string] => [category, category])];
  return (
    <div className={styles.chips} role="group" aria-label="Filter posts by category">
      {options.map(([label, value]) => (
        <button key={label} type="button" className={styles.chip} aria-pressed={selected === value} onClick={() => onSelect(value)}>
          {label}
        </button>
      ))}
    </div>
  );
}
