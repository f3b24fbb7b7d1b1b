import { $preferences, DEFAULT_CITY, logout, setPincode, signInBuyer } from '@nirmaan/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
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
    // Without a location: unit prices, cheapest first among those that can fill the typical 50 bags
    // (Chamundi, ₹390, has 30), and a way to set the location.
    expect(supplierNames()).toEqual(['Sri Balaji Traders', 'Unknown Seller', 'Chamundi Cement Depot']);
    expect(screen.getByRole('link', { name: 'Set your delivery location' })).toHaveAttribute('href', '/location-setup');
  });

  it('sorts suppliers by landed price at the quantity asked for, by unit price or by distance', async () => {
    restore = installFakeApi({ listings: FAKE_LISTINGS_WITH_DELIVERY });
    const user = userEvent.setup();
    render(<ProductDetail productId={1} />);
    const sort = await screen.findByRole('combobox', { name: 'Sort suppliers by' });
    // 50 bags, the typical order: Balaji 400 x 50 + 330 = 20,330. Chamundi would be 20,120 but has
    // only 30 bags: it comes after the offers that can fill the order.
    expect(supplierNames()).toEqual(['Sri Balaji Traders', 'Unknown Seller', 'Chamundi Cement Depot']);
    expect(screen.getByText('3.2 km away · Delivery ₹330')).toBeInTheDocument();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity (Bag)' });
    // 30 bags: Balaji 12,330, Chamundi 12,320.
    await user.clear(quantity);
    await user.type(quantity, '30');
    expect(supplierNames()).toEqual(['Chamundi Cement Depot', 'Sri Balaji Traders', 'Unknown Seller']);
    // 1 bag: Balaji 730, Chamundi 1,010; no estimate last.
    await user.clear(quantity);
    await user.type(quantity, '1');
    expect(supplierNames()).toEqual(['Sri Balaji Traders', 'Chamundi Cement Depot', 'Unknown Seller']);
    await user.selectOptions(sort, 'Unit price');
    expect(supplierNames()).toEqual(['Chamundi Cement Depot', 'Sri Balaji Traders', 'Unknown Seller']);
    await user.selectOptions(sort, 'Distance');
    expect(supplierNames()).toEqual(['Sri Balaji Traders', 'Chamundi Cement Depot', 'Unknown Seller']);
  });

  it("asks for the quantity first, from the product's typical order, and shows each landed total at it with its arithmetic", async () => {
    restore = installFakeApi({ listings: FAKE_LISTINGS_WITH_DELIVERY });
    const user = userEvent.setup();
    render(<ProductDetail productId={1} />);
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity (Bag)' });
    expect(quantity).toHaveValue(50);
    expect(quantity).toHaveAccessibleDescription('A typical order is 50 Bag.');
    const balaji = (await screen.findByRole('radio', { name: /Sri Balaji Traders/ })).closest('label')!;
    expect(balaji).toHaveTextContent('Landed total for 50 Bag: ₹20,330');
    expect(balaji).toHaveTextContent('₹400 × 50 + ₹330 delivery');
    await user.clear(quantity);
    await user.type(quantity, '120');
    expect(balaji).toHaveTextContent('Landed total for 120 Bag: ₹48,330');
    expect(balaji).toHaveTextContent('₹400 × 120 + ₹330 delivery');
  });

  it('says how many a supplier has when asked for more, and adds nothing until the quantity fits: never a silent cut', async () => {
    restore = installFakeApi({ listings: FAKE_LISTINGS_WITH_DELIVERY });
    const user = userEvent.setup();
    render(<ProductDetail productId={1} />);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    const chamundi = await screen.findByRole('radio', { name: /Chamundi Cement Depot/ });
    // 50 bags asked for, 30 in stock: said on the offer...
    expect(chamundi.closest('label')).toHaveTextContent('Only 30 Bag in stock with this supplier');
    await user.click(chamundi);
    const panel = within(screen.getByRole('group', { name: 'Order from the selected supplier' }));
    // ...and when it is picked, with the cart waiting for a quantity it can fill.
    expect(panel.getByText('Only 30 Bag in stock with this supplier')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity (Bag)' });
    expect(quantity).toHaveValue(50);
    await user.clear(quantity);
    await user.type(quantity, '30');
    // 390 x 30 + 620 delivery = 12,320
    expect(panel.getByText('₹12,320')).toBeInTheDocument();
    expect(panel.getByText('Landed total for 30 Bag')).toBeInTheDocument();
    expect(panel.queryByText(/Only 30 Bag/)).not.toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    // Not a number: 1 once the field is left.
    await user.clear(quantity);
    await user.type(quantity, 'abc');
    await user.tab();
    expect(quantity).toHaveValue(1);
  });

  it("sends Get Quote to the chosen supplier: the form names it and starts from the product's material and the quantity", async () => {
    const onQuote = vi.fn();
    restore = installFakeApi({ listings: FAKE_LISTINGS_WITH_DELIVERY, onQuote });
    setPincode('560034');
    const user = userEvent.setup();
    render(<ProductDetail productId={1} />);
    const quantity = await screen.findByRole('spinbutton', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '25');
    await user.click(await screen.findByRole('radio', { name: /Chamundi Cement Depot/ }));
    await user.click(screen.getByRole('button', { name: 'Get Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get a Quote' });
    expect(dialog).toHaveAccessibleDescription('Your request goes to Chamundi Cement Depot; they will reply with their best price.');
    const form = within(dialog);
    expect(form.getByRole('textbox', { name: /Quantity/ })).toHaveValue('25');
    expect(form.getByRole('combobox', { name: /Unit/ })).toHaveValue('Bags');
    await user.type(form.getByRole('textbox', { name: /Full name/ }), 'Suresh Gowda');
    await user.type(form.getByRole('textbox', { name: /Phone number/ }), '9876543210');
    await user.type(form.getByRole('textbox', { name: /Email/ }), 'suresh@example.com');
    await user.click(form.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(onQuote).toHaveBeenCalledTimes(1));
    expect(onQuote.mock.calls[0]![0]).toMatchObject({ product_id: 1, listing_id: 12, site_pincode: '560034', quantity: 25, unit: 'Bags' });
    $preferences.set({ city: DEFAULT_CITY, pincode: '' });
  });

  it('shows money to the paisa, so the shown figures multiply out: ₹70.50 × 500 + ₹595 delivery = ₹35,845', async () => {
    const [plenty] = FAKE_LISTINGS_WITH_DELIVERY as [Listing];
    restore = installFakeApi({
      listings: [
        {
          ...plenty,
          price: 70.5,
          stock_quantity: 1000,
          delivery: { distance_km: 13.8, delivery_charge: 595, landed_total: 665.5, delivery_radius_km: 80, within_reach: true },
        },
      ],
    });
    const user = userEvent.setup();
    render(<ProductDetail productId={1} />);
    const offer = await screen.findByRole('radio', { name: /Sri Balaji Traders/ });
    expect(offer.closest('label')).toHaveTextContent('₹70.50 / Bag');
    const quantity = await screen.findByRole('spinbutton', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '500');
    await user.click(offer);
    const panel = within(screen.getByRole('group', { name: 'Order from the selected supplier' }));
    expect(panel.getByText('₹70.50 × 500 + ₹595 delivery')).toBeInTheDocument();
    expect(panel.getByText('₹35,845')).toBeInTheDocument();
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

  it('hides suppliers whose delivery radius does not reach the buyer, behind a control that says how far and what delivery costs', async () => {
    const [plenty, little, noSeller] = FAKE_LISTINGS_WITH_DELIVERY as [Listing, Listing, Listing];
    const beyond = (listing: Listing, km: number, charge: number): Listing => ({
      ...listing,
      price: 300,
      delivery: { distance_km: km, delivery_charge: charge, landed_total: 300 + charge, delivery_radius_km: 80, within_reach: false },
    });
    restore = installFakeApi({ listings: [plenty, beyond(little, 216.2, 5655), beyond({ ...noSeller, id: 14 }, 290.4, 7510)] });
    const user = userEvent.setup();
    render(<ProductDetail productId={1} />);
    await screen.findByRole('radio', { name: /Sri Balaji Traders/ });
    expect(supplierNames()).toEqual(['Sri Balaji Traders']);
    const toggle = screen.getByRole('button', { name: 'Show 2 suppliers further away (nearest 216.2 km, delivery ₹5,655)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide suppliers further away' })).toHaveAttribute('aria-expanded', 'true');
    const far = screen.getByRole('radio', { name: /Chamundi Cement Depot/ });
    expect(far).toBeDisabled();
    expect(far.closest('label')).toHaveTextContent('Delivers within 80 km only: not to your location');
    // Those beyond reach after those in reach; of them, the one that can fill 50 bags first.
    expect(supplierNames()).toEqual(['Sri Balaji Traders', 'Unknown Seller', 'Chamundi Cement Depot']);
  });

  it('says so when no supplier delivers to the buyer, and still offers to show them', async () => {
    const [, little] = FAKE_LISTINGS_WITH_DELIVERY as [Listing, Listing, Listing];
    restore = installFakeApi({
      listings: [{ ...little, delivery: { distance_km: 120, delivery_charge: 3250, landed_total: 3640, delivery_radius_km: 50, within_reach: false } }],
    });
    render(<ProductDetail productId={1} />);
    expect(await screen.findByText('No supplier of this product delivers to your location yet.')).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Show 1 supplier further away (nearest 120 km, delivery ₹3,250)' })).toBeInTheDocument();
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

  it('says nobody sells a product its record lists no supplier for while its suppliers still load: no loading space that would then shrink', async () => {
    restore = installFakeApi();
    const answer = globalThis.fetch;
    // The suppliers' answer never comes.
    globalThis.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/listings') ? new Promise<Response>(() => {}) : answer(input, init);
    render(<ProductDetail productId={6} />);
    expect(await screen.findByText('No suppliers available for this product at the moment.')).toBeInTheDocument();
    expect(screen.queryByText('Loading suppliers')).not.toBeInTheDocument();
  });
});

describe('<ProductDetail> in Kannada', () => {
  it('speaks its language on the page and its suppliers, marks them with lang, and adds to the cart in Kannada', async () => {
    restore = installFakeApi({ listings: FAKE_LISTINGS_WITH_DELIVERY });
    const user = userEvent.setup();
    render(
      <LangContext value="kn">
        <ProductDetail productId={1} />
      </LangContext>,
    );
    // Kannada arrives in a chunk of its own: until then the page speaks English, and says so.
    const crumbs = within(await screen.findByRole('navigation', { name: 'ಪುಟದ ದಾರಿ' }));
    const title = screen.getByRole('heading', { level: 1, name: 'UltraTech OPC 53 Grade Cement' });
    expect(title.closest('article')).toHaveAttribute('lang', 'kn');
    expect(crumbs.getByRole('link', { name: 'ಉತ್ಪನ್ನಗಳು' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('table', { name: 'ವಿವರಗಳು' })).toBeInTheDocument();
    const suppliers = await screen.findByRole('region', { name: 'ಪೂರೈಕೆದಾರರು' });
    expect(suppliers).toHaveAttribute('lang', 'kn');
    const quantity = await screen.findByRole('spinbutton', { name: 'ಪ್ರಮಾಣ (Bag)' });
    expect(quantity).toHaveAccessibleDescription('ಸಾಮಾನ್ಯವಾಗಿ 50 Bag ಆರ್ಡರ್ ಮಾಡಲಾಗುತ್ತದೆ.');
    expect(screen.getByRole('combobox', { name: 'ಪೂರೈಕೆದಾರರನ್ನು ಹೀಗೆ ಕ್ರಮಗೊಳಿಸಿ' })).toHaveDisplayValue('ಸೈಟ್‌ಗೆ ತಲುಪುವ ಬೆಲೆ');
    const balaji = (await screen.findByRole('radio', { name: /Sri Balaji Traders/ })).closest('label')!;
    expect(balaji).toHaveTextContent('50 Bag ಗೆ ಸೈಟ್‌ಗೆ ತಲುಪುವ ಒಟ್ಟು: ₹20,330');
    expect(balaji).toHaveTextContent('₹400 × 50 + ₹330 ಡೆಲಿವರಿ');
    expect(screen.getByText('3.2 km ದೂರ · ಡೆಲಿವರಿ ₹330')).toBeInTheDocument();

    await user.click(balaji);
    await user.click(await screen.findByRole('button', { name: 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಲು ದಯವಿಟ್ಟು ಲಾಗಿನ್ ಮಾಡಿ');
    expect(screen.getByRole('link', { name: 'ಲಾಗಿನ್' })).toHaveAttribute('href', '/login');
    signInBuyer('buyer-token');
    await user.click(screen.getByRole('button', { name: 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' }));
    expect(await screen.findByText('ಉತ್ಪನ್ನ ಕಾರ್ಟ್‌ಗೆ ಸೇರಿತು!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ಕಾರ್ಟ್ ನೋಡಿ' })).toHaveAttribute('href', '/cart');
  });
});
