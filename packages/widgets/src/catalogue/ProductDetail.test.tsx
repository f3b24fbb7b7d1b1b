import { logout, signInBuyer } from '@nirmaan/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductDetail } from './ProductDetail.tsx';
import { FAKE_LISTINGS_WITH_DELIVERY, installFakeApi } from '../testing/fakeApi.ts';
import type { Listing } from '@nirmaan/core';

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  logout();
  restore();
});

const supplierNames = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')?.querySelector('span span span')?.textContent);

describe('<ProductDetail>', () => {
  it('shows the breadcrumb, details, specifications and every supplier with the spec fallbacks', async () => {
    restore = installFakeApi();
    render(<ProductDetail productId={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'UltraTech OPC 53 Grade Cement' })).toBeInTheDocument();
    // The same title the server gives the product's page (packages/server/src/catalogue/productPageHead.ts).
    expect(document.title).toBe('UltraTech OPC 53 Grade Cement — Nirmaan');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Cement' })).toHaveAttribute('href', '/products?category_id=1');
    expect(within(screen.getByRole('table', { name: 'Specifications' })).getByRole('rowheader', { name: 'Standard' })).toBeInTheDocument();
    await screen.findByText('Unknown Seller');
    expect(screen.getByText('Address not available')).toBeInTheDocument();
    expect(screen.getAllByText('Limited Stock')).toHaveLength(1);
    // Without a location: unit prices, cheapest first, and a way to set the location.
    expect(supplierNames()).toEqual(['Chamundi Cement Depot', 'Sri Balaji Traders', 'Unknown Seller']);
    expect(screen.getByRole('link', { name: 'Set your delivery location' })).toHaveAttribute('href', '/location-setup');
  });

  it('sorts suppliers by landed price, unit price or distance when delivery estimates are known', async () => {
    restore = installFakeApi({ listings: FAKE_LISTINGS_WITH_DELIVERY });
    const user = userEvent.setup();
    render(<ProductDetail productId={1} />);
    const sort = await screen.findByRole('combobox', { name: 'Sort suppliers by' });
    // Landed for 1 bag: Balaji 400 + 330 = 730, Chamundi 390 + 620 = 1,010; no estimate last.
    expect(supplierNames()).toEqual(['Sri Balaji Traders', 'Chamundi Cement Depot', 'Unknown Seller']);
    expect(screen.getByText('3.2 km away · Delivery ₹330')).toBeInTheDocument();
    await user.selectOptions(sort, 'Unit price');
    expect(supplierNames()).toEqual(['Chamundi Cement Depot', 'Sri Balaji Traders', 'Unknown Seller']);
    await user.selectOptions(sort, 'Distance');
    expect(supplierNames()).toEqual(['Sri Balaji Traders', 'Chamundi Cement Depot', 'Unknown Seller']);
  });

  it('reveals quantity, total and Get Quote for the picked supplier; quantity stays within 1 and the stock, and says when it is cut', async () => {
    restore = installFakeApi({ listings: FAKE_LISTINGS_WITH_DELIVERY });
    const user = userEvent.setup();
    render(<ProductDetail productId={1} />);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /Chamundi Cement Depot/ }));
    const quantity = screen.getByRole('spinbutton', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '500');
    // More than the supplier has: said at once, with how many there are.
    expect(quantity).toHaveAccessibleDescription(/Only 30 Bag in stock with this supplier/);
    expect(quantity).toBeInvalid();
    await user.tab();
    // Leaving the field sets the stock, and says so: never a silent cut.
    expect(quantity).toHaveValue(30);
    expect(quantity).toBeValid();
    expect(quantity).toHaveAccessibleDescription('Only 30 Bag in stock with this supplier: the quantity is now 30.');
    // 390 x 30 + 620 delivery = 12,320
    expect(within(screen.getByRole('group', { name: 'Order from the selected supplier' })).getByText('₹12,320')).toBeInTheDocument();
    // Another supplier: what was said of the last one's stock does not stay.
    await user.click(screen.getByRole('radio', { name: /Sri Balaji Traders/ }));
    expect(screen.getByRole('spinbutton', { name: /Quantity/ })).toHaveAccessibleDescription('1 to 500');
    await user.click(screen.getByRole('radio', { name: /Chamundi Cement Depot/ }));
    const again = screen.getByRole('spinbutton', { name: /Quantity/ });
    expect(again).toHaveAccessibleDescription('1 to 30');
    await user.clear(again);
    await user.type(again, 'abc');
    await user.tab();
    expect(again).toHaveValue(1);
    const quote = new URL(screen.getByRole('link', { name: 'Get Quote' }).getAttribute('href') ?? '');
    expect(quote.searchParams.get('text')).toContain('SKU: CEM-ULT-OPC53');
    expect(quote.searchParams.get('text')).toContain('Quantity: 1 Bag');
  });

  it('shows an out-of-stock offer as such, last, and does not let it be chosen', async () => {
    const [plenty, little, noSeller] = FAKE_LISTINGS_WITH_DELIVERY as [Listing, Listing, Listing];
    // The cheapest and nearest supplier has nothing left.
    restore = installFakeApi({ listings: [{ ...little, stock_quantity: 0, price: 100 }, plenty, noSeller] });
    render(<ProductDetail productId={1} />);
    const soldOut = await screen.findByRole('radio', { name: /Chamundi Cement Depot/ });
    expect(soldOut).toBeDisabled();
    expect(soldOut.closest('label')).toHaveTextContent(/Stock: 0 Bag\s*Out of stock/);
    expect(soldOut.closest('label')).not.toHaveTextContent('Limited Stock');
    expect(supplierNames().at(-1)).toBe('Chamundi Cement Depot');
    expect(screen.getByRole('radio', { name: /Sri Balaji Traders/ })).toBeEnabled();
  });

  it('asks a visitor to log in, and adds to the cart for a buyer', async () => {
    restore = installFakeApi();
    const user = userEvent.setup();
    render(<ProductDetail productId={1} />);
    await user.click(await screen.findByRole('radio', { name: /Sri Balaji Traders/ }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please login to add items to cart');

    signInBuyer('buyer-token');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  });

  it("says 'Product not found' for an unknown product and the spec's text when nobody sells it", async () => {
    restore = installFakeApi();
    const { unmount } = render(<ProductDetail productId={404} />);
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(document.title).toBe('Product not found — Nirmaan');
    unmount();
    render(<ProductDetail productId={6} />);
    expect(await screen.findByText('No suppliers available for this product at the moment.')).toBeInTheDocument();
  });
});
