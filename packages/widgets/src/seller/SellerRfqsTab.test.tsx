import { logout, RFQ_MESSAGES, signInSeller } from '@nirmaan/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SELLER_DATA } from '../testing/asSeller.ts';
import { FAKE_PRODUCTS, installFakeApi } from '../testing/fakeApi.ts';
import { sampleSellerListing } from '../testing/fakeSellerSamples.ts';
import { sampleSellerOffer, sampleSellerRfq } from '../testing/fakeSellerRfqs.ts';
import { SellerDashboard } from './SellerDashboard.tsx';

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  logout('seller');
  restore();
});

describe('<SellerDashboard> Quote requests', () => {
  it('lists the requests sent to the seller and sends an offer: a price and the listing that supplies it per item', async () => {
    // The demo seller's listings (11 cement, 12 TMT bars, 13 sand paused) and an active M-Sand one.
    const listings = [...DEMO_SELLER_DATA.listings!, sampleSellerListing(14, FAKE_PRODUCTS[5]!, 1450, 100)];
    restore = installFakeApi({ seller: { listings, rfqs: [sampleSellerRfq(7), sampleSellerRfq(8, { status: 'cancelled' })] } });
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

    // The cement is supplied as the seller's listing of its product, preselected; paused listings are not offered.
    const cementListing = within(dialog).getByRole('combobox', { name: 'UltraTech OPC 53 Cement: supplied as' });
    expect(await within(cementListing).findByRole('option', { name: 'UltraTech OPC 53 Grade Cement (₹400/Bag)' })).toBeInTheDocument();
    expect(cementListing).toHaveValue('11');
    const sandListing = within(dialog).getByRole('combobox', { name: 'River sand: supplied as' });
    expect(sandListing).toHaveValue('');
    expect(
      within(sandListing)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose one of your listings',
      'UltraTech OPC 53 Grade Cement (₹400/Bag)',
      'JSW Neosteel Fe 550D TMT Bar 12 mm (₹68.50/Kg)',
      'M-Sand (Manufactured Sand) (₹1,450/Ton)',
    ]);

    await user.type(within(dialog).getByRole('textbox', { name: /UltraTech OPC 53 Cement: 200 Bag/ }), '395.50');
    // Sand priced without a listing: its choice says so, and nothing is sent.
    await user.type(within(dialog).getByRole('textbox', { name: /River sand: 3 Tons/ }), '1800');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(sandListing).toHaveAccessibleDescription(expect.stringContaining(RFQ_MESSAGES.listingNeeded('River sand')));
    await user.selectOptions(sandListing, 'M-Sand (Manufactured Sand) (₹1,450/Ton)');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Delivery charge (₹)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Delivery charge (₹)' }), '600');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Your offer was sent. The buyer sees it next to the other suppliers’ offers.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = within(screen.getByRole('list', { name: 'Quote requests sent to you' })).getByRole('article', { name: 'Request #7: 2 items' });
    expect(await within(sent).findByText('Offer sent')).toBeInTheDocument();

    // Revising opens the offer as sent: the prices and listings kept.
    await user.click(within(sent).getByRole('button', { name: 'Revise offer' }));
    const revise = await screen.findByRole('dialog', { name: 'Revise your offer' });
    expect(within(revise).getByRole('textbox', { name: /UltraTech OPC 53 Cement/ })).toHaveValue('395.5');
    expect(within(revise).getByRole('textbox', { name: /River sand: 3 Tons/ })).toHaveValue('1800');
    expect(within(revise).getByRole('combobox', { name: 'River sand: supplied as' })).toHaveValue('14');
    expect(within(revise).getByRole('textbox', { name: 'Delivery charge (₹)' })).toHaveValue('600');
  });

  it('says in words why an offer closed: the buyer chose other offers, or cancelled the request', async () => {
    restore = installFakeApi({
      seller: {
        rfqs: [
          sampleSellerRfq(5, { status: 'accepted', offer: sampleSellerOffer(5, { status: 'closed' }) }),
          sampleSellerRfq(6, { status: 'cancelled', offer: sampleSellerOffer(6, { status: 'closed' }) }),
          sampleSellerRfq(4, { status: 'accepted', offer: sampleSellerOffer(4, { status: 'accepted', order_id: 120 }) }),
        ],
      },
    });
    signInSeller('s-rfq');
    render(<SellerDashboard tab="rfqs" />);
    const list = await screen.findByRole('list', { name: 'Quote requests sent to you' });
    const card = (id: number) => within(list).getByRole('article', { name: `Request #${id}: 2 items` });
    expect(within(card(5)).getByText('Closed: the buyer chose other offers')).toBeInTheDocument();
    expect(within(card(5)).getByText('Accepted')).toBeInTheDocument();
    expect(within(card(6)).getByText('Closed: cancelled by the buyer')).toBeInTheDocument();
    expect(within(card(6)).getByText('Cancelled by the buyer')).toBeInTheDocument();
    expect(within(card(4)).getByText('Your offer was accepted')).toBeInTheDocument();
    for (const id of [4, 5, 6]) expect(within(card(id)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('withdraws an open offer after asking; Cancel keeps it, and the request can be offered on again', async () => {
    restore = installFakeApi({ seller: { rfqs: [sampleSellerRfq(9, { offer: sampleSellerOffer(9) })] } });
    signInSeller('s-rfq');
    const user = userEvent.setup();
    render(<SellerDashboard tab="rfqs" />);
    const card = () => within(screen.getByRole('list', { name: 'Quote requests sent to you' })).getByRole('article', { name: 'Request #9: 2 items' });
    await screen.findByRole('list', { name: 'Quote requests sent to you' });
    expect(within(card()).getByText('Offer sent')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Revise offer' })).toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: 'Withdraw offer' }));
    const asked = await screen.findByRole('dialog', { name: 'Withdraw your offer?' });
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card()).getByText('Offer sent')).toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: 'Withdraw offer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw your offer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw offer' }));
    expect(await screen.findByText('Your offer was withdrawn. You can make an offer again while the request is open.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(card()).findByText('Offer withdrawn')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Withdraw offer' })).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Make offer' })).toBeInTheDocument();
  });

  it('says when no request has come yet', async () => {
    restore = installFakeApi({ seller: {} });
    signInSeller('s-rfq');
    render(<SellerDashboard tab="rfqs" />);
    expect(await screen.findByRole('heading', { name: 'No quote requests yet' })).toBeInTheDocument();
    expect(screen.getByText('Buyers whose site you serve ask for prices here when you list what they need.')).toBeInTheDocument();
  });
});
