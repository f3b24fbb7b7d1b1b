import { logout, signInSeller, WEBHOOK_MESSAGES } from '@nirmaan/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeWebhookCalls, sampleAttempt, sampleEndpoint } from '../testing/fakeWebhookCalls.ts';
import { WebhooksPanel } from './WebhooksPanel.tsx';

afterEach(() => logout('seller'));

let key = 0;
function onWebhooks(calls = fakeWebhookCalls()) {
  signInSeller(`seller-token-${++key}`);
  render(<WebhooksPanel owner="seller" dataKey={`test-${key}`} calls={calls} />);
  return userEvent.setup();
}

const urlBox = () => screen.getByRole('textbox', { name: new RegExp('Endpoint URL') });

describe('<WebhooksPanel>', () => {
  it('adds an endpoint with the events ticked, shows its secret once, and lists it', async () => {
    const user = onWebhooks();
    expect(await screen.findByRole('heading', { name: 'No webhook endpoints yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByText(WEBHOOK_MESSAGES.urlInvalid)).toBeInTheDocument();

    await user.type(urlBox(), 'http://erp.dealer.in/hooks');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.httpsOnly)).toBeInTheDocument();

    await user.clear(urlBox());
    await user.type(urlBox(), 'https://erp.dealer.in/hooks');
    await user.click(screen.getByRole('checkbox', { name: /Listing price changed/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(((await screen.findByRole('textbox', { name: 'Signing secret' })) as HTMLInputElement).value).toMatch(/^whsec_/);
    const card = (await screen.findByRole('heading', { name: 'https://erp.dealer.in/hooks' })).closest('li')!;
    expect(card).toHaveTextContent('Lead created, Order placed, Order status changed');
    expect(card).not.toHaveTextContent('Listing price changed');

    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByRole('textbox', { name: 'Signing secret' })).not.toBeInTheDocument();
  });

  it('sends a test event, shows the delivery log, rotates the secret and deletes the endpoint after asking', async () => {
    const calls = fakeWebhookCalls({
      endpoints: [sampleEndpoint(1, 'https://erp.dealer.in/hooks')],
      attempts: { 1: [sampleAttempt(5, 2, 500), sampleAttempt(5, 1, null)] },
    });
    const user = onWebhooks(calls);
    await screen.findByRole('heading', { name: 'https://erp.dealer.in/hooks' });
    await user.click(screen.getByRole('button', { name: 'Delivery log' }));
    const log = await screen.findByRole('table', { name: 'Delivery log of https://erp.dealer.in/hooks' });
    expect(within(log).getAllByRole('row')).toHaveLength(3);
    expect(log).toHaveTextContent('HTTP 500');
    expect(log).toHaveTextContent('No answer: connect ECONNREFUSED');

    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event delivered (HTTP 200).')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Rotate the signing secret?' })).getByRole('button', { name: 'Rotate secret' }));
    expect(((await screen.findByRole('textbox', { name: 'Signing secret' })) as HTMLInputElement).value).toMatch(/^whsec_/);

    await user.click(screen.getByRole('button', { name: 'Delete https://erp.dealer.in/hooks' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this webhook endpoint?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The endpoint was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'https://erp.dealer.in/hooks' })).not.toBeInTheDocument());
  });

  it('says when the endpoints cannot be loaded', async () => {
    onWebhooks(fakeWebhookCalls({ mode: 'failing' }));
    expect(await screen.findByText('Could not load the webhook endpoints. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
