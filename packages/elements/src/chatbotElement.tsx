import { Chatbot } from '@nirmaan/widgets';
import { PartnerId } from './PartnerId.tsx';
import type { ElementDefinitionOf } from './elementTypes.ts';

export const CHATBOT_TAG = 'nirmaan-chatbot';

/** <nirmaan-chatbot>: its attributes and events are described in registry.ts. */
export const chatbotDefinition = {
  tagName: CHATBOT_TAG,
  attributes: { open: 'boolean', partnerId: 'string' },
  events: { onSent: 'nirmaan:inquiry-sent' },
  render: ({ open, partnerId, onSent }) => (
    <PartnerId partnerId={partnerId}>
      <Chatbot defaultOpen={open ?? false} onSent={onSent} />
    </PartnerId>
  ),
} satisfies ElementDefinitionOf<typeof CHATBOT_TAG>;

export default chatbotDefinition;
