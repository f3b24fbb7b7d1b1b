import { Chatbot } from '@nirmaan/widgets';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const CHATBOT_TAG = 'nirmaan-chatbot';

/** <nirmaan-chatbot>: its attributes and events are described in registry.ts. */
export const chatbotDefinition = {
  tagName: CHATBOT_TAG,
  attributes: { open: 'boolean', partnerId: 'string' },
  events: { onSent: 'nirmaan-inquiry-sent' },
  // partnerId: provided by the element's root (ElementRoot.tsx) to the inquiry the chatbot sends.
  render: ({ open, onSent }) => <Chatbot defaultOpen={open ?? false} onSent={onSent} />,
} satisfies ElementDefinitionOf<typeof CHATBOT_TAG>;

export default chatbotDefinition;
