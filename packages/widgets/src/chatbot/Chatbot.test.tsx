import type { ChatbotInquiry } from '@nirmaan/core';
import { configure } from '@nirmaan/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { Chatbot } from './Chatbot.tsx';

const CATEGORIES = [
  { id: 1, name: 'Cement', subcategories: [{ id: 20, name: 'OPC 53 Grade' }] },
  { id: 17, name: 'Tools', subcategories: [] },
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The chatbot's three calls; the send fails `failures` times first. */
function stubChatbotApi(failures = 0) {
  const sent: ChatbotInquiry[] = [];
  let failuresLeft = failures;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname.replace(/^.*\/api\/v1/, '');
    if (path === '/chatbot/categories') return json(CATEGORIES);
    if (path === '/chatbot/categories/20/products') return json([{ id: 1, name: 'UltraTech OPC 53 Grade Cement' }]);
    if (path === '/chatbot/categories/17/products') return json([{ id: 90, name: 'Bosch Drill' }]);
    if (path === '/chatbot/inquiry') {
      if (failuresLeft-- > 0) throw new TypeError('Failed to fetch');
      sent.push((await request.json()) as ChatbotInquiry);
      return json({ id: 5, sellers_notified: 3 }, 201);
    }
    return json({ detail: 'Not found' }, 404);
  });
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  configure({ partnerId: null });
});

describe('<Chatbot>', () => {
  it('asks name, category, sub-category, product and phone, then sends the inquiry with the partner id', async () => {
    const sent = stubChatbotApi();
    configure({ partnerId: 'blog-7' });
    const user = userEvent.setup();
    render(<Chatbot />);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Meena');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Cement' }));
    await user.click(screen.getByRole('button', { name: 'OPC 53 Grade' }));
    await user.click(await screen.findByRole('button', { name: 'UltraTech OPC 53 Grade Cement' }));
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '91234');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '00002');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you, Meena! Suppliers of UltraTech OPC 53 Grade Cement will call you at +91 9123400002 soon.')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        buyer_name: 'Meena',
        phone_number: '9123400002',
        category_name: 'Cement',
        subcategory_name: 'OPC 53 Grade',
        product_id: 1,
        partner_id: 'blog-7',
      }),
    ]);

    // Written prices for the same product from every supplier serving the site (issue 31): the name and number as given.
    await user.click(screen.getByRole('button', { name: 'Get written prices' }));
    const request = await screen.findByRole('dialog', { name: 'Get prices from suppliers' });
    expect(within(request).getByText('UltraTech OPC 53 Grade Cement')).toBeInTheDocument();
    expect(within(request).getByRole('textbox', { name: /Your name/ })).toHaveValue('Meena');
    expect(within(request).getByRole('textbox', { name: /Mobile number/ })).toHaveValue('9123400002');
    await user.click(within(request).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Start New Inquiry' }));
    expect(screen.getByRole('button', { name: 'Get started' })).toBeInTheDocument();
  });

  it('goes straight to products for a category without sub-categories, and keeps everything when a send fails', async () => {
    const sent = stubChatbotApi(1);
    const user = userEvent.setup();
    render(<Chatbot defaultOpen />);
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ravi');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Tools' }));
    await user.click(await screen.findByRole('button', { name: 'Bosch Drill' }));
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Could not send your inquiry/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveValue('9876543210');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/Thank you, Ravi!/)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ category_name: 'Tools', subcategory_name: null, product_name: 'Bosch Drill' });
  });
});

describe('<Chatbot> in Tamil', () => {
  it("asks in Tamil, marks its root with lang, and keeps the server's category and product names as sent", async () => {
    const sent = stubChatbotApi();
    const user = userEvent.setup();
    const { container } = render(
      <LangContext value="ta">
        <Chatbot />
      </LangContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'எங்களுடன் பேசுங்கள்' }));
    expect(container.firstElementChild).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('heading', { name: 'Nirmaan உதவியாளர்' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'தொடங்குங்கள்' }));
    await user.click(screen.getByRole('button', { name: 'அடுத்து' }));
    expect(screen.getByText('உங்கள் பெயரை உள்ளிடவும்')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'உங்கள் பெயர்' }), 'Meena');
    await user.click(screen.getByRole('button', { name: 'அடுத்து' }));
    expect(screen.getByText('நன்றி, Meena. உங்களுக்கு என்ன வேண்டும்?')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cement' }));
    await user.click(screen.getByRole('button', { name: 'OPC 53 Grade' }));
    await user.click(await screen.findByRole('button', { name: 'UltraTech OPC 53 Grade Cement' }));
    await user.type(screen.getByRole('textbox', { name: /போன் எண்/ }), '9123400002');
    await user.click(screen.getByRole('button', { name: 'அனுப்பு' }));
    expect(await screen.findByText('நன்றி, Meena! UltraTech OPC 53 Grade Cement சப்ளையர்கள் விரைவில் +91 9123400002 எண்ணில் உங்களை அழைப்பார்கள்.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});
