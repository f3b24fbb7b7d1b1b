import type { ChatbotReceipt } from '@nirmaan/core';
import { useId, useState } from 'react';
import { ChatbotStep } from './ChatbotStep.tsx';
import { ProgressDots } from './ProgressDots.tsx';
import { useChatbot } from './useChatbot.ts';
import * as styles from './chatbot.css.ts';

export interface ChatbotProps {
  /** Start with the panel open (e.g. a page about the chatbot). */
  defaultOpen?: boolean;
  /** Told of each inquiry sent. */
  onSent?: (receipt: ChatbotReceipt) => void;
}

/**
 * The chatbot (spec storefront §2): a floating button opening a panel that asks name, category,
 * sub-category, product and phone, then sends the inquiry to the product's sellers.
 */
export function Chatbot({ defaultOpen = false, onSent }: ChatbotProps) {
  const [open, setOpen] = useState(defaultOpen);
  const model = useChatbot({ onSent });
  const panelId = useId();
  const titleId = useId();
  return (
    <div className={styles.root}>
      {open && (
        <section id={panelId} className={styles.panel} aria-labelledby={titleId}>
          <header className={styles.panelHeader}>
            <h2 id={titleId} className={styles.title}>
              Nirmaan Assistant
            </h2>
            <ProgressDots state={model.state} />
          </header>
          <div className={styles.body} aria-live="polite">
            <ChatbotStep model={model} />
          </div>
        </section>
      )}
      <button
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? 'Close chat' : 'Chat with us'}
      </button>
    </div>
  );
}
