import { $session, CART_MESSAGES, logout, setFlash, signInBuyer } from '@nirmaan/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { sampleOrders } from '../testing/fakeOrders.ts';
import { signInInTheBox } from '../testing/signInInTheBox.ts';
import { OrderDetail } from './OrderDetail.tsx';

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  logout();
  restore();
});

function showOrder(orderId: number) {
  restore = installFakeApi({ orders: sampleOrders() });
  signInBuyer('t1');
  render(<OrderDetail orderId={orderId} />);
}

describe('<OrderDetail>', () => {
  it("asks a visitor to log in ('Please Log In') inside the widget, then shows the order", async () => {
    restore = installFakeApi({ orders: sampleOrders() });
    const user = userEvent.setup();
    render(<OrderDetail orderId={120} />);
    expect(screen.getByRole('heading', { name: 'Please Log In' })).toBeInTheDocument();
    await signInInTheBox(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #120' })).toBeInTheDocument();
  });

  it('signs the buyer out after a 401 and asks to log in inside the widget; signing in again shows the order', async () => {
    restore = installFakeApi({ orders: sampleOrders(), expiredToken: 'expired-token' });
    signInBuyer('expired-token');
    const user = userEvent.setup();
    render(<OrderDetail orderId={120} />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect($session.get().buyer).toBeNull();
    await signInInTheBox(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #120' })).toBeInTheDocument();
  });

  it('shows the seller, address, charges and a status timeline with the current step', async () => {
    showOrder(118);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #118' })).toBeInTheDocument();
    expect(screen.getByText(/Sold by Sri Balaji Traders/)).toBeInTheDocument();
    expect(screen.getByText(/Plot 7, Whitefield Main Road/)).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Status' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split(/\d/)[0])).toEqual(['Pending', 'Processing', 'Shipped', 'Delivered']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    // Bought for a business: whom the invoice is made out to.
    expect(screen.getByRole('heading', { name: 'Billed to' }).nextElementSibling).toHaveTextContent('Gowda ConstructionsGSTIN 29AAGCB7383J1Z4');
  });

  it('downloads the GST invoice, and after a cancellation the credit note, as PDFs', async () => {
    showOrder(118);
    const user = userEvent.setup();
    const invoice = await screen.findByRole('button', { name: 'Download GST invoice (PDF)' });
    expect(invoice).toHaveAccessibleDescription('Tax invoice INV/26-27/000118');
    const asked: string[] = [];
    const fakeFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname);
      return fakeFetch(input, init);
    };
    await user.click(invoice);
    expect(asked.some((path) => path.endsWith('/orders/118/invoice.pdf'))).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /credit note/ })).not.toBeInTheDocument();
    cleanup();
    restore();
    showOrder(116);
    expect(await screen.findByRole('button', { name: 'Download credit note (PDF)' })).toHaveAccessibleDescription('Credit note CN/26-27/0000116');
  });

  it("shows the site's landmark, contact and delivery instructions under the shipping address", async () => {
    showOrder(118);
    const heading = await screen.findByRole('heading', { name: 'Shipping Address' });
    expect(heading.nextElementSibling).toHaveTextContent(
      'Plot 7, Whitefield Main RoadBangalore, Karnataka 560066Landmark: Opposite the Ganesha templeSite contact: Manjunath, +919845012345Instructions: Lorry entry from the back lane',
    );
  });

  it('names no business for an order bought without one', async () => {
    showOrder(120);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #120' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Billed to' })).not.toBeInTheDocument();
  });

  it('cancels a pending order after confirmation and ends the timeline at Cancelled', async () => {
    const user = userEvent.setup();
    showOrder(120);
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #120?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    const steps = await within(screen.getByRole('region', { name: 'Status' })).findAllByRole('listitem');
    await expect.poll(() => steps.at(-1)?.textContent).toMatch(/^Cancelled/);
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it("says 'Order not found' for someone else's or a missing order", async () => {
    showOrder(999);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});

describe('<OrderDetail> in Hindi', () => {
  it("says checkout's confirmation, the order's facts, its timeline, totals and invoice in Hindi, under lang", async () => {
    restore = installFakeApi({ orders: sampleOrders() });
    signInBuyer('t1');
    setFlash(CART_MESSAGES.orderPlaced);
    render(
      <LangContext value="hi">
        <OrderDetail orderId={118} />
      </LangContext>,
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'ऑर्डर #118' });
    expect(heading.closest('article')).toHaveAttribute('lang', 'hi');
    expect(screen.getByText('ऑर्डर हो गया!')).toBeInTheDocument();
    expect(screen.getByText(/विक्रेता Sri Balaji Traders/)).toHaveTextContent(/डिलीवरी पर नकद भुगतान$/);
    const steps = within(screen.getByRole('region', { name: 'स्थिति' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split(/\d/)[0])).toEqual(['बाकी', 'तैयार हो रहा है', 'भेज दिया गया', 'डिलीवर हो गया']);
    expect(screen.getByRole('heading', { name: 'डिलीवरी का पता' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'भुगतान सारांश' })).toBeInTheDocument();
    expect(screen.getByText('कुल')).toBeInTheDocument();
    const invoice = screen.getByRole('button', { name: 'GST कर बीजक डाउनलोड करें (PDF)' });
    expect(invoice).toHaveAccessibleDescription('कर बीजक INV/26-27/000118');
    expect(invoice.closest('[lang]')).toHaveAttribute('lang', 'hi');
  });
});
