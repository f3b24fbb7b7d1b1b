import { chatbotProgress, type ChatbotState } from '@nirmaan/core';
import type { ChatbotMessages } from './chatbotMessages.ts';
import * as styles from './chatbot.css.ts';

/** The dots row: one dot per step this conversation takes, the reached ones filled. */
export function ProgressDots({ state, messages }: { state: ChatbotState; messages: ChatbotMessages }) {
  const { index, total } = chatbotProgress(state);
  return (
    <div className={styles.dots} role="img" aria-label={messages.progress({ step: index + 1, total })}>
      {Array.from({ length: total }, (_, dot) => (
        <span key={dot} className={dot <= index ? styles.dotReached : styles.dot} />
      ))}
    </div>
  );
}
