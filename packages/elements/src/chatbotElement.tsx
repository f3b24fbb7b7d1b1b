import type { ChatbotReceipt } from '@nirmaan/core';
import { Chatbot } from '@nirmaan/widgets';
import { defineElement, type ElementDefinition } from './defineElement.tsx';
import { PartnerId } from './PartnerId.tsx';

export const CHATBOT_TAG = 'nirmaan-chatbot';

/** <nirmaan-chatbot open partner-id="blog-7">: the floating chat button; `open` starts with the panel open, `partner-id` names the partner inquiries are sent for. */
export const CHATBOT_ATTRIBUTES = { open: 'boolean', partnerId: 'string' } as const;

export const CHATBOT_EVENTS = { onSent: 'nirmaan:inquiry-sent' } as const;

export interface ChatbotEventMap {
  'nirmaan:inquiry-sent': CustomEvent<ChatbotReceipt>;
}

export const chatbotDefinition = {
  tagName: CHATBOT_TAG,
  attributes: CHATBOT_ATTRIBUTES,
  events: CHATBOT_EVENTS,
  render: ({ open, partnerId, onSent }) => (
    <PartnerId partnerId={partnerId}>
      <Chatbot defaultOpen={open ?? false} onSent={onSent} />
    </PartnerId>
  ),
} satisfies ElementDefinition<typeof CHATBOT_ATTRIBUTES, typeof CHATBOT_EVENTS>;

export function defineChatbot(): CustomElementConstructor {
  return defineElement(chatbotDefinition);
}
