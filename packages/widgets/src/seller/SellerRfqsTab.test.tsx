import { logout, RFQ_MESSAGES, signInSeller } from '@nirmaan/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SELLER_DATA } from '../testing/asSeller.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { sampleSellerRfq } from '../testing/fakeSellerRfqs.ts';
import { SellerDashboard } from './SellerDashboard.tsx';
import { SELLER_RFQ_TEXTS } from './SellerRfqsTab.tsx';

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  logout('seller');
  restore();
});

describe('<SellerDashboard> Quote requests', () => {
  it('lists the requests sent to the seller and sends an offer: a price per item, blank for one it cannot supply', async () => {
    restore = installFakeApi({ seller: { listings: DEMO_SELLER_DATA.listings, rfqs: [sampleSellerRfq(7), sampleSellerRfq(8, { status: 'cancelled' })] } });
    signInSeller('s-rfq');
    const user = userEvent.setup();
    render(<SellerDashboard tab="rfqs" />);
    const list = await screen.findByRole('list', { name: 'Quote requests sent to you' });
    const open = within(list).getByRole('article', { name: 'Request #7: 2 items' });
    expect(within(open).getByText('No offer yet')).toBeInTheDocument();
    const cancelled = within(list).getByRole('article', { name: 'Request #8: 2 items' });
    expect(within(cancelled).getByText('Cancelled by the buyer')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(open).getByRole('button', { name: 'Make offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    // Nothing priced: the first box says so, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(within(dialog).getByRole('textbox', { name: /UltraTech OPC 53 Cement: 200 Bag/ })).toHaveAccessibleDescription(
      expect.stringContaining(RFQ_MESSAGES.offerSomething),
    );

    await user.type(within(dialog).getByRole('textbox', { name: /UltraTech OPC 53 Cement: 200 Bag/ }), '395.50');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Delivery charge (₹)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Delivery charge (₹)' }), '600');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(SELLER_RFQ_TEXTS.sent)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = within(screen.getByRole('list', { name: 'Quote requests sent to you' })).getByRole('article', { name: 'Request #7: 2 items' });
    expect(await within(sent).findByText('Offer sent')).toBeInTheDocument();

    // Revising opens the offer as sent: the price kept, the sand still blank.
    await user.click(within(sent).getByRole('button', { name: 'Revise offer' }));
    const revise = await screen.findByRole('dialog', { name: 'Revise your offer' });
    expect(within(revise).getByRole('textbox', { name: /UltraTech OPC 53 Cement/ })).toHaveValue('395.5');
    expect(within(revise).getByRole('textbox', { name: /River sand: 3 Tons/ })).toHaveValue('');
    expect(within(revise).getByRole('textbox', { name: 'Delivery charge (₹)' })).toHaveValue('600');
  });

  it('says when no request has come yet', async () => {
    restore = installFakeApi({ seller: {} });
    signInSeller('s-rfq');
    render(<SellerDashboard tab="rfqs" />);
    expect(await screen.findByRole('heading', { name: SELLER_RFQ_TEXTS.none })).toBeInTheDocument();
    expect(screen.getByText(SELLER_RFQ_TEXTS.noneHint)).toBeInTheDocument();
  });
});
