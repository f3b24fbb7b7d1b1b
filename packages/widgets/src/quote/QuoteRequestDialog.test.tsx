import type { QuoteRequest } from '@nirmaan/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { QuoteRequestButton } from './QuoteRequestButton.tsx';

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  restore();
  vi.useRealTimers();
});

/** Presses the button; the modal's code arrives on demand, so wait for the modal. */
async function openQuote(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Get a Quote' }));
  return screen.findByRole('dialog', { name: 'Get a Quote' });
}

async function fillQuote(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Suresh Gowda');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '98765-43210');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'suresh@example.com');
  await user.type(screen.getByRole('textbox', { name: /Quantity/ }), '200');
  await user.selectOptions(screen.getByRole('combobox', { name: /Unit/ }), 'Bags');
}

describe('<QuoteRequestButton>', () => {
  it('fetches the modal when asked: focus moves into it, and back to the button when it closes', async () => {
    restore = installFakeApi({});
    const user = userEvent.setup();
    render(<QuoteRequestButton />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openQuote(user);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Get a Quote' })).toHaveFocus();
  });

  it('names every missing field without sending anything', async () => {
    const onQuote = vi.fn();
    restore = installFakeApi({ onQuote });
    const user = userEvent.setup();
    render(<QuoteRequestButton />);
    await openQuote(user);
    expect(screen.getByText('Our team will contact you within 2 hours.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    for (const message of [
      'Full name is required',
      'Please enter a valid 10-digit phone number',
      'Please enter a valid email address',
      'Please choose a material',
      'Enter a quantity greater than 0',
      'Please choose a unit',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onQuote).not.toHaveBeenCalled();
  });

  it('sends the request, thanks the visitor for 3 seconds, then closes with a fresh form', async () => {
    const sent: QuoteRequest[] = [];
    restore = installFakeApi({ onQuote: (request) => sent.push(request) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<QuoteRequestButton material="Cement" productId={3} />);
    await openQuote(user);
    expect(screen.getByRole('combobox', { name: /Material/ })).toHaveValue('Cement');
    await fillQuote(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText(/Thank you! Your quote request has been sent/)).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ name: 'Suresh Gowda', phone: '9876543210', material: 'Cement', quantity: 200, unit: 'Bags', product_id: 3 }),
    ]);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openQuote(user);
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
  });

  it('keeps everything typed when the send fails, and after closing and reopening', async () => {
    restore = installFakeApi({ failing: ['/quotes'] });
    const user = userEvent.setup();
    render(<QuoteRequestButton material="Cement" />);
    await openQuote(user);
    await fillQuote(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await openQuote(user);
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Suresh Gowda');
    expect(screen.getByRole('textbox', { name: /Quantity/ })).toHaveValue('200');
  });
});

describe('<QuoteRequestButton> in Hindi', () => {
  it('speaks Hindi on the button and in the modal, marks both with lang, and names the missing fields in Hindi', async () => {
    const onQuote = vi.fn();
    restore = installFakeApi({ onQuote });
    const user = userEvent.setup();
    render(
      <LangContext value="hi">
        <QuoteRequestButton material="TMT Bars" />
      </LangContext>,
    );
    const button = await screen.findByRole('button', { name: 'कोटेशन माँगें' });
    expect(button).toHaveAttribute('lang', 'hi');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'कोटेशन माँगें' });
    await screen.findByText('हमारी टीम 2 घंटे के अंदर आपसे संपर्क करेगी।');
    expect(dialog).toHaveAttribute('lang', 'hi');
    expect(dialog).toHaveAccessibleDescription('बताइए आपको क्या चाहिए; आपकी साइट के पास के सप्लायर अपना सबसे अच्छा रेट भेजेंगे।');
    expect(screen.getByRole('combobox', { name: /सामग्री/ })).toHaveDisplayValue('TMT सरिया');
    await user.click(screen.getByRole('button', { name: 'माँग भेजें' }));
    expect(screen.getByRole('textbox', { name: /पूरा नाम/ })).toHaveAccessibleDescription('पूरा नाम ज़रूरी है');
    expect(screen.getByRole('combobox', { name: /इकाई/ })).toHaveAccessibleDescription('कृपया इकाई चुनें');
    expect(onQuote).not.toHaveBeenCalled();
  });
});
