import type { ChatbotReceipt } from '@nirmaan/core';
import { useId, useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { chatbotCatalogue } from './chatbotMessages.ts';
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

/** A speech bubble, and a cross: the launcher's picture on a phone, where its words are left out. */
const CHAT_ICON = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z';
const CLOSE_ICON = 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12 19 17.6 17.6 19 12 13.4 6.4 19 5 17.6 10.6 12 5 6.4z';

/**
 * The chatbot (spec storefront §2): a floating button opening a panel that asks name, category,
 * sub-category, product and phone, then sends the inquiry to the product's sellers.
 */
export function Chatbot({ defaultOpen = false, onSent }: ChatbotProps) {
  const [open, setOpen] = useState(defaultOpen);
  const model = useChatbot({ onSent });
  const { messages, locale } = useMessages(chatbotCatalogue);
  const panelId = useId();
  const titleId = useId();
  return (
    <div className={styles.root} lang={locale}>
      {open && (
        <section id={panelId} className={styles.panel} aria-labelledby={titleId}>
          <header className={styles.panelHeader}>
            <h2 id={titleId} className={styles.title}>
              {messages.title()}
            </h2>
            <ProgressDots state={model.state} messages={messages} />
          </header>
          <div className={styles.body} aria-live="polite">
            <ChatbotStep model={model} messages={messages} />
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
        <svg className={styles.launcherIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={open ? CLOSE_ICON : CHAT_ICON} />
        </svg>
        <span className={styles.launcherLabel}>{open ? messages.closeChat() : messages.openChat()}</span>
      </button>
    </div>
  );
}
