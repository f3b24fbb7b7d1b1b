import { Alert, Button, Spinner } from '@nirmaan/ui';
import type { ChatbotMessages } from './chatbotMessages.ts';
import type { Loadable } from './loadable.ts';
import * as styles from './chatbot.css.ts';

/** One option of a step: a category, sub-category or product. */
export interface ChoiceItem {
  id: number;
  name: string;
}

export interface ChoiceListProps {
  label: string;
  /** Which list it is, for its loading and failure lines. */
  list: 'categories' | 'subcategories' | 'products';
  messages: ChatbotMessages;
  choices: Loadable<readonly ChoiceItem[]>;
  /** Called with the id of the option chosen. */
  onChoose: (id: number) => void;
  onRetry: () => void;
  empty: string;
}

/** The options of a step as buttons, with loading, failure (Retry) and empty states. */
export function ChoiceList({ label, list, messages, choices, onChoose, onRetry, empty }: ChoiceListProps) {
  if (choices.status === 'loading') return <Spinner label={messages.loading({ list })} />;
  if (choices.status === 'failed') {
    return (
      <Alert
        tone="error"
        action={
          <Button size="small" onClick={onRetry}>
            {messages.retry()}
          </Button>
        }
      >
        {messages.loadFailed({ list })}
      </Alert>
    );
  }
  if (choices.value.length === 0) return <p className={styles.botLine}>{empty}</p>;
  return (
    <ul className={styles.choices} aria-label={label}>
      {choices.value.map((choice) => (
        <li key={choice.id}>
          <Button size="small" variant="secondary" onClick={() => onChoose(choice.id)}>
            {choice.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}
