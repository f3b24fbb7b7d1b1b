import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { CHATBOT_TAG } from './chatbotElement.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<nirmaan-chatbot>', () => {
  it('is a chat button, open at the greeting with the `open` attribute', async () => {
    defineNirmaanElement(CHATBOT_TAG);
    document.body.innerHTML = `<${CHATBOT_TAG}></${CHATBOT_TAG}><${CHATBOT_TAG} open></${CHATBOT_TAG}>`;
    const [closed, open] = [...document.querySelectorAll(CHATBOT_TAG)] as HTMLElement[];
    await waitFor(() => expect(closed!.shadowRoot?.querySelector('button')?.textContent).toBe('Chat with us'));
    await waitFor(() => expect(open!.shadowRoot?.textContent).toContain('Namaste!'));
    expect(open!.shadowRoot?.querySelector('button[aria-expanded="true"]')?.textContent).toBe('Close chat');
  });
});
