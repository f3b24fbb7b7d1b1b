import { useId, useState, type ReactNode } from 'react';
import * as styles from '../content/content.css.ts';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

function FaqItem({ entry }: { entry: FaqEntry }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.faqItem}>
      <h3 className={styles.faqHeading}>
        <button
          type="button"
          id={`${id}-q`}
          className={styles.faqButton}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={() => setOpen((shown) => !shown)}
        >
          <span>{entry.question}</span>
          <svg className={styles.faqChevron} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h3>
      <div id={`${id}-a`} className={styles.faqAnswer} hidden={!open}>
        {entry.answer}
      </div>
    </li>
  );
}

/** Questions as disclosure buttons in headings; each answer opens and closes on its own. */
export function FaqList({ entries, label }: { entries: readonly FaqEntry[]; label: string }) {
  return (
    <ul className={styles.faqList} aria-label={label}>
      {entries.map((entry) => (
        <FaqItem key={entry.question} entry={entry} />
      ))}
    </ul>
  );
}
