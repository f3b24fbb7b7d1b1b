import { logout, RFQ_MESSAGES, signInBuyer } from '@nirmaan/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADDRESSES } from '../testing/asBuyer.ts';
import { installFakeApi, type FakeApiOptions } from '../testing/fakeApi.ts';
import { acceptedBuyerRfq, sampleBuyerRfq, sampleBuyerRfqs } from '../testing/fakeBuyerRfqs.ts';
import { BuyerRfqs } from './BuyerRfqs.tsx';
import { buyerRfqsCatalogue } from './buyerRfqsMessages.ts';

const LIST_TEXTS = buyerRfqsCatalogue.english;

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  logout();
  restore();
});

/** The fake API for a signed-in buyer, recording each call the widget makes. */
function asBuyer(options: FakeApiOptions, rfqId: number | null = null) {
  restore = installFakeApi({ addresses: DEMO_ADDRESSES, ...options });
  const calls: Request[] = [];
  const fake = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    calls.push(request.clone());
    return fake(request);
  };
  signInBuyer(`rfq-buyer-${Math.random()}`);
  render(<BuyerRfqs rfqId={rfqId} />);
  return calls;
}

const acceptCalls = (calls: Request[]) => calls.filter((call) => call.method === 'POST' && new URL(call.url).pathname.endsWith('/accept'));

describe('<BuyerRfqs> list', () => {
  it("lists the buyer's requests with status, site, items, sellers asked, offers and a link to each comparison", async () => {
    asBuyer({ buyerRfqs: sampleBuyerRfqs() });
    const list = await screen.findByRole('list', { name: LIST_TEXTS['list.label']() });
    const open = within(list).getByRole('article', { name: 'Request #7' });
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByText('MG Road, 560001')).toBeInTheDocument();
    expect(within(open).getByText('Offers received').nextElementSibling).toHaveTextContent('3');
    expect(within(open).getByText('Suppliers asked').nextElementSibling).toHaveTextContent('4');
    expect(within(open).getByRole('link', { name: 'Compare offers: request #7, 3 offers' })).toHaveAttribute('href', '/rfqs/7');
    expect(within(list).getByRole('article', { name: 'Request #6' })).toHaveTextContent('Accepted');
    const expired = within(list).getByRole('article', { name: 'Request #5' });
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByRole('link', { name: 'View request: request #5, 0 offers' })).toHaveAttribute('href', '/rfqs/5');
    expect(within(list).getByRole('article', { name: 'Request #4' })).toHaveTextContent('Cancelled');
  });

  it('says how to ask for prices when there is no request yet', async () => {
    asBuyer({});
    expect(await screen.findByRole('heading', { name: LIST_TEXTS['list.none']() })).toBeInTheDocument();
    expect(screen.getByText(LIST_TEXTS['list.noneHint']())).toBeInTheDocument();
  });

  it('offers Retry when the list cannot load', async () => {
    const options: FakeApiOptions = { buyerRfqs: sampleBuyerRfqs(), failing: ['/rfqs'] };
    asBuyer(options);
    const user = userEvent.setup();
    expect(await screen.findByText(LIST_TEXTS['list.loadFailed']())).toBeInTheDocument();
    options.failing!.length = 0;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: LIST_TEXTS['list.label']() })).toBeInTheDocument();
  });

  it('asks a visitor to log in', () => {
    restore = installFakeApi();
    render(<BuyerRfqs />);
    expect(screen.getByRole('heading', { name: 'Please Log In' })).toBeInTheDocument();
  });
});

describe('<BuyerRfqs> comparison', () => {
  it('compares the offers, marks the best and the partial offer, and accepts items across two sellers at the chosen address', async () => {
    const calls = asBuyer({ buyerRfqs: [sampleBuyerRfq(7)] }, 7);
    const user = userEvent.setup();
    const offers = await screen.findByRole('list', { name: 'Offers side by side' });
    const balaji = within(offers).getByRole('article', { name: 'Sri Balaji Traders' });
    expect(within(balaji).getByText('Offers: UltraTech OPC 53 Grade Cement (50 kg)')).toBeInTheDocument();
    const chamundi = within(offers).getByRole('article', { name: 'Chamundi Cement Depot' });
    expect(within(chamundi).getByText('Partial offer')).toBeInTheDocument();
    expect(within(chamundi).getByText('Cannot supply 1 of 2 items')).toBeInTheDocument();
    expect(within(chamundi).getByText('Cannot supply')).toBeInTheDocument();
    expect(within(chamundi).getByText('Best price')).toBeInTheDocument();

    // The best per item is chosen: cement from Chamundi, sand from Anand; the buyer takes the sand from Sri Balaji instead.
    const cement = screen.getByRole('group', { name: 'UltraTech OPC 53 Cement: 200 Bag' });
    expect(within(cement).getByRole('radio', { name: /Chamundi Cement Depot/ })).toBeChecked();
    const sand = screen.getByRole('group', { name: 'River sand: 3 Tons (MT)' });
    expect(within(sand).getByRole('radio', { name: /Anand Building Supplies.*Best price/ })).toBeChecked();
    expect(within(sand).queryByRole('radio', { name: /Chamundi/ })).toBeNull();
    await user.click(within(sand).getByRole('radio', { name: /Sri Balaji Traders/ }));
    // 200 × ₹385 + ₹400 delivery, 3 × ₹1,450 + ₹600 delivery.
    const choosing = screen.getByRole('region', { name: 'Choose a supplier for each item' });
    expect(within(choosing).getByRole('status')).toHaveTextContent('2 items from 2 suppliers₹82,350');

    await user.click(screen.getByRole('button', { name: 'Review and accept' }));
    const orders = await screen.findByRole('list', { name: 'Orders to place' });
    expect(screen.getByRole('heading', { name: 'Confirm your orders' })).toHaveFocus();
    expect(orders).toHaveTextContent('Chamundi Cement Depot');
    expect(orders).toHaveTextContent('River sand × 3 Tons (MT) at ₹1,450');
    expect(screen.getByRole('radio', { name: /Plot 7, Whitefield Main Road/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /12 MG Road/ }));
    await user.click(screen.getByRole('button', { name: 'Place 2 orders' }));

    const notice = (await screen.findByText(/Your 2 orders are placed/)).closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByRole('link', { name: 'Order #301' })).toHaveAttribute('href', '/orders/301');
    expect(within(notice).getByRole('link', { name: 'Order #302' })).toHaveAttribute('href', '/orders/302');
    const [accepted] = acceptCalls(calls);
    expect(await accepted!.json()).toEqual({
      items: [
        { rfq_item_id: 71, offer_id: 702 },
        { rfq_item_id: 72, offer_id: 701 },
      ],
    });
    expect(new URL(accepted!.url).searchParams.get('shipping_address_id')).toBe('2');
    expect(accepted!.headers.get('idempotency-key')).toBeTruthy();
    // The request is accepted now: nothing more to accept.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Request #7' }).parentElement).toHaveTextContent('Accepted'));
    expect(screen.queryByRole('button', { name: 'Accept this offer' })).toBeNull();
  });

  it('accepts a whole offer, retrying with the same Idempotency-Key after a failure', async () => {
    const options: FakeApiOptions = { buyerRfqs: [sampleBuyerRfq(7)], failing: ['/rfqs/7/accept'] };
    const calls = asBuyer(options, 7);
    const user = userEvent.setup();
    const anand = await screen.findByRole('article', { name: 'Anand Building Supplies' });
    await user.click(within(anand).getByRole('button', { name: 'Accept this offer' }));
    expect(await screen.findByRole('list', { name: 'Orders to place' })).toHaveTextContent('Anand Building Supplies');
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();

    options.failing!.length = 0;
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('Your order is placed.', { exact: false })).toBeInTheDocument();
    const [failed, placed] = acceptCalls(calls);
    expect(await placed!.json()).toEqual({ offer_id: 703 });
    expect(placed!.headers.get('idempotency-key')).toBe(failed!.headers.get('idempotency-key'));
  });

  it("shows the server's reason when an offer is no longer open", async () => {
    const rfq = sampleBuyerRfq(7);
    rfq.offers[2]!.valid_until = '2026-01-01';
    asBuyer({ buyerRfqs: [rfq] }, 7);
    const user = userEvent.setup();
    const anand = await screen.findByRole('article', { name: 'Anand Building Supplies' });
    await user.click(within(anand).getByRole('button', { name: 'Accept this offer' }));
    await user.click(await screen.findByRole('button', { name: 'Place the order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RFQ_MESSAGES.offerGone);
  });

  it('shows an accepted request with its orders and nothing to accept', async () => {
    asBuyer({ buyerRfqs: [acceptedBuyerRfq(6)] }, 6);
    const offers = await screen.findByRole('list', { name: 'Offers side by side' });
    expect(within(offers).getByRole('link', { name: 'Order #131' })).toHaveAttribute('href', '/orders/131');
    expect(within(offers).getByRole('article', { name: 'Sri Balaji Traders' })).toHaveTextContent('Closed');
    expect(screen.getByText(/You accepted offers on this request/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept this offer' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('cancels an open request after confirming, and the list shows it cancelled at once', async () => {
    asBuyer({ buyerRfqs: [sampleBuyerRfq(7)] });
    const user = userEvent.setup();
    expect(await screen.findByRole('article', { name: 'Request #7' })).toHaveTextContent('Open');
    cleanup();
    render(<BuyerRfqs rfqId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel request #7?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText(/You cancelled this request/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    cleanup();
    render(<BuyerRfqs />);
    expect(await screen.findByRole('article', { name: 'Request #7' })).toHaveTextContent('Cancelled');
  });

  it('says when the request is not the buyer’s or does not exist', async () => {
    asBuyer({ buyerRfqs: [] }, 99);
    expect(await screen.findByRole('heading', { name: 'Quote request not found' })).toBeInTheDocument();
  });
});
