import { chatbotProgress, type ChatbotState } from '@nirmaan/core';
import * as styles from './chatbot.css.ts';

/** The dots row: one dot per step this conversation takes, the reached ones filled. */
export function ProgressDots({ state }: { state: ChatbotState }) {
  const { index, total } = chatbotProgress(state);
  return (
    <div className={styles.dots} role="img" aria-label={`Step ${index + 1} of ${total}`}>
      {Array.from({ length: total }, (_, dot) => (
        <span key={dot} className={dot <= index ? styles.dotReached : styles.dot} />
      ))}
    </div>
  );
}
