import { describe, expect, it } from 'vitest';
import { chatbotProgress, chatbotReducer, INITIAL_CHATBOT_STATE, toChatbotInquiry, type ChatbotAction, type ChatbotState } from './chatbotFlow.ts';

const cement = { id: 1, name: 'Cement', subcategories: [{ id: 20, name: 'OPC 53 Grade' }] };
const tools = { id: 17, name: 'Tools', subcategories: [] };
const run = (...actions: ChatbotAction[]): ChatbotState => actions.reduce(chatbotReducer, INITIAL_CHATBOT_STATE);

describe('chatbot conversation', () => {
  it('goes greeting, name, category, subcategory, product, phone; a send completes it', () => {
    const atPhone = run(
      { type: 'start' },
      { type: 'name', name: ' Meena ' },
      { type: 'category', category: cement },
      { type: 'subcategory', subcategory: cement.subcategories[0]! },
      { type: 'product', product: { id: 1, name: 'UltraTech OPC 53' } },
    );
    expect(atPhone).toMatchObject({ step: 'phone', name: 'Meena' });
    const sending = chatbotReducer(atPhone, { type: 'phone', phone: '9123400002' });
    expect(sending.sending).toBe(true);
    expect(chatbotReducer(sending, { type: 'sent' }).step).toBe('complete');
  });

  it('skips the subcategory step for a category without sub-categories', () => {
    expect(run({ type: 'start' }, { type: 'name', name: 'Meena' }, { type: 'category', category: tools }).step).toBe('product');
    expect(chatbotProgress({ step: 'product', category: tools })).toEqual({ index: 3, total: 6 });
    expect(chatbotProgress({ step: 'product', category: cement })).toEqual({ index: 4, total: 7 });
  });

  it('needs a name and a 10-digit phone after trimming, keeping what was typed', () => {
    expect(run({ type: 'start' }, { type: 'name', name: '   ' })).toMatchObject({ step: 'name', error: 'Please enter your name' });
    const badPhone = run(
      { type: 'start' },
      { type: 'name', name: 'Meena' },
      { type: 'category', category: tools },
      { type: 'product', product: { id: 9, name: 'Drill' } },
      { type: 'phone', phone: '91234' },
    );
    expect(badPhone).toMatchObject({ step: 'phone', phone: '91234', sending: false, error: 'Please enter a valid 10-digit phone number' });
  });

  it('keeps everything after a failed send, and Start New Inquiry resets it all', () => {
    const failed = chatbotReducer(
      run(
        { type: 'start' },
        { type: 'name', name: 'Meena' },
        { type: 'category', category: tools },
        { type: 'product', product: { id: 9, name: 'Drill' } },
        { type: 'phone', phone: '9123400002' },
      ),
      { type: 'sendFailed' },
    );
    expect(failed).toMatchObject({ step: 'phone', name: 'Meena', phone: '9123400002', sending: false });
    expect(failed.sendError).toMatch(/nothing you typed is lost/);
    expect(chatbotReducer(failed, { type: 'restart' })).toEqual(INITIAL_CHATBOT_STATE);
  });

  it('sends the spec fields with the ids that route it', () => {
    const state = run(
      { type: 'start' },
      { type: 'name', name: 'Meena' },
      { type: 'category', category: cement },
      { type: 'subcategory', subcategory: cement.subcategories[0]! },
      { type: 'product', product: { id: 1, name: 'UltraTech OPC 53' } },
      { type: 'phone', phone: '9123400002' },
    );
    expect(toChatbotInquiry(state, 'blog-7', new Date('2026-11-22T10:00:00Z'))).toEqual({
      buyer_name: 'Meena',
      phone_number: '9123400002',
      category_name: 'Cement',
      subcategory_name: 'OPC 53 Grade',
      product_name: 'UltraTech OPC 53',
      inquiry_date: '2026-11-22T10:00:00.000Z',
      category_id: 20,
      product_id: 1,
      partner_id: 'blog-7',
    });
  });
});
