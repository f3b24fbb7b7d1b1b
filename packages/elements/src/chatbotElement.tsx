import type { ChatbotReceipt } from '@nirmaan/core';
import { Chatbot } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';

export const CHATBOT_TAG = 'nirmaan-chatbot';

/** <nirmaan-chatbot open>: the floating chat button; `open` starts with the panel open. */
export const CHATBOT_ATTRIBUTES = { open: 'boolean' } as const;

export const CHATBOT_EVENTS = { onSent: 'nirmaan:inquiry-sent' } as const;

export interface ChatbotEventMap {
  'nirmaan:inquiry-sent': CustomEvent<ChatbotReceipt>;
}

export const chatbotDefinition = {
  tagName: CHATBOT_TAG,
  attributes: CHATBOT_ATTRIBUTES,
  events: CHATBOT_EVENTS,
  render: ({ open, onSent }) => <Chatbot defaultOpen={open ?? false} onSent={onSent} />,
} satisfies ElementDefinition<typeof CHATBOT_ATTRIBUTES, typeof CHATBOT_EVENTS>;

export function defineChatbot(): CustomElementConstructor {
  return defineElement(chatbotDefinition);
}
