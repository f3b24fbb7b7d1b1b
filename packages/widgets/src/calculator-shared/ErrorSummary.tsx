import * as styles from './calculator.css.ts';

export interface ErrorSummaryProps {
  /** Each message once, in form order. */
  messages: readonly string[];
}

/** The alert at the top of a calculator form, read out as soon as a calculation is refused. */
export function ErrorSummary({ messages }: ErrorSummaryProps) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className={styles.errorSummary}>
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </div>
  );
}
