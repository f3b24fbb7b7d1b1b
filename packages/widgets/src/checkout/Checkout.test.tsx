import { $session, logout, refreshCart, signInBuyer } from '@nirmaan/core';
import { NavigateContext } from '@nirmaan/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { OrderList } from '../orders/OrderList.tsx';
import { PartnerIdContext } from '../partner-shared/partnerIdContext.ts';
import { NirmaanSiteContext } from '../sign-in-prompt/nirmaanSite.ts';
import { installFakeApi, type FakeApiOptions } from '../testing/fakeApi.ts';
import { signInInTheBox } from '../testing/signInInTheBox.ts';
import { Checkout } from './Checkout.tsx';

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  logout();
  restore();
});

const HOME = { address_line1: '12 MG Road', city: 'Bangalore', state: 'Karnataka', postal_code: '560001', country: 'India' };
const SITE = { address_line1: 'Plot 7, Whitefield', city: 'Bangalore', state: 'Karnataka', postal_code: '560066', country: 'India', is_default: true };

/** Checkout on a partner page (the default), or as a page of Nirmaan's own site. */
function renderCheckout(options: FakeApiOptions, signedIn = true, onNirmaanSite = false) {
  restore = installFakeApi(options);
  if (signedIn) signInBuyer(`token-${Math.random()}`);
  refreshCart();
  const navigate = vi.fn();
  render(
    <NirmaanSiteContext value={onNirmaanSite}>
      <NavigateContext value={navigate}>
        <Checkout />
      </NavigateContext>
    </NirmaanSiteContext>,
  );
  return navigate;
}

/** A fake API with one line in the cart and the site address; answers the checkout requests' URLs as they are made. */
function fakeApiRecordingCheckouts(): URL[] {
  restore = installFakeApi({ cartItems: [[11, 2]], addresses: [SITE] });
  const fakeFetch = globalThis.fetch;
  const checkouts: URL[] = [];
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname.endsWith('/cart/checkout')) checkouts.push(url);
    return fakeFetch(input, init);
  };
  return checkouts;
}

describe('<Checkout>', () => {
  it("on Nirmaan's own site, sends a visitor to /login, an empty cart to /cart and a buyer without coordinates to /location-setup", async () => {
    let navigate = renderCheckout({}, false, true);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    cleanup();
    navigate = renderCheckout({ cartItems: [] }, true, true);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart', { replace: true }));
    cleanup();
    logout();
    navigate = renderCheckout({ cartItems: [[11, 1]], hasLocation: false }, true, true);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/location-setup', { replace: true }));
  });

  it('elsewhere asks a visitor to log in inside the widget, then shows the checkout, never navigating', async () => {
    const navigate = renderCheckout({ cartItems: [[11, 1]], addresses: [HOME] }, false);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Please Log In' })).toBeInTheDocument();
    await signInInTheBox(user);
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('elsewhere signs the buyer out after a 401 and asks to log in inside the widget, never navigating', async () => {
    restore = installFakeApi({ cartItems: [[11, 1]], expiredToken: 'expired-token' });
    signInBuyer('expired-token');
    const navigate = vi.fn();
    render(
      <NavigateContext value={navigate}>
        <Checkout />
      </NavigateContext>,
    );
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect($session.get().buyer).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('elsewhere says an empty cart is empty, and asks a buyer without coordinates to set them, with links instead of navigating', async () => {
    let navigate = renderCheckout({ cartItems: [] });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    expect(navigate).not.toHaveBeenCalled();
    cleanup();
    logout();
    navigate = renderCheckout({ cartItems: [[11, 1]], hasLocation: false });
    expect(await screen.findByRole('heading', { name: 'Set your delivery location to check out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set Location' })).toHaveAttribute('href', '/location-setup');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('preselects the default address, places the order and shows the message on the next page', async () => {
    const navigate = renderCheckout({ cartItems: [[11, 5]], addresses: [HOME, SITE] });
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: /Plot 7, Whitefield/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/orders/101'));
    cleanup();
    render(<OrderList />);
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(screen.getByText('Order #101')).toBeInTheDocument();
  });

  // Issue 26: "Add a new address" left checkout for /profile/addresses.
  it('adds a new site address inside checkout: India only, the state from the pincode, the site details; then ships to it', async () => {
    const checkouts = fakeApiRecordingCheckouts();
    signInBuyer('token-new-address');
    refreshCart();
    const navigate = vi.fn();
    render(
      <NavigateContext value={navigate}>
        <Checkout />
      </NavigateContext>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Address' }));
    expect(dialog.queryByRole('combobox', { name: /Country/ })).not.toBeInTheDocument();
    expect(dialog.getByText('Country: India (we deliver within India only)')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Address line 1/ }), 'Survey 41, Sarjapur Road');
    await user.type(dialog.getByRole('textbox', { name: /Postal code/ }), '560035');
    expect(dialog.getByRole('textbox', { name: /State/ })).toHaveValue('Karnataka');
    expect(dialog.getByRole('textbox', { name: /State/ })).toHaveAccessibleDescription('Filled in from the pincode');
    await user.type(dialog.getByRole('textbox', { name: /City/ }), 'Bengaluru');
    await user.type(dialog.getByRole('textbox', { name: /Landmark/ }), 'Behind the Decathlon');
    await user.type(dialog.getByRole('textbox', { name: /Site contact name/ }), 'Manjunath');
    await user.type(dialog.getByRole('textbox', { name: /Site contact mobile/ }), '98450');
    await user.type(dialog.getByRole('textbox', { name: /Delivery instructions/ }), 'Lorry entry from the back lane');
    await user.click(dialog.getByRole('button', { name: 'Save Address' }));
    expect(dialog.getByRole('textbox', { name: /Site contact mobile/ })).toHaveAccessibleDescription("Enter the site contact's 10-digit mobile number");
    await user.type(dialog.getByRole('textbox', { name: /Site contact mobile/ }), '12345');
    await user.click(dialog.getByRole('button', { name: 'Save Address' }));

    // Back in checkout, nothing lost: the new address is listed and chosen.
    const added = await screen.findByRole('radio', { name: /Survey 41, Sarjapur Road/ });
    await waitFor(() => expect(added).toBeChecked());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(checkouts).toHaveLength(1));
    expect(checkouts[0]!.searchParams.get('shipping_address_id')).toBe('2');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/orders/101'));
  });

  // Issue 26: checkout placed orders to pincodes the header said it did not deliver to.
  it("says the header's words for an address at a pincode Nirmaan does not deliver to, and will not place the order", async () => {
    renderCheckout({
      cartItems: [[11, 1]],
      addresses: [HOME, { ...SITE, address_line1: 'Connaught Place', city: 'New Delhi', state: 'Delhi', postal_code: '110001' }],
    });
    const user = userEvent.setup();
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByText('Sorry, we do not deliver to 110001 yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /12 MG Road/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    expect(within(summary).queryByText(/do not deliver/)).not.toBeInTheDocument();
  });

  it("credits the orders to the partner of the checkout's element", async () => {
    const checkouts = fakeApiRecordingCheckouts();
    signInBuyer('token-partner');
    refreshCart();
    render(
      <PartnerIdContext value="dealer-blr">
        <NavigateContext value={vi.fn()}>
          <Checkout />
        </NavigateContext>
      </PartnerIdContext>,
    );
    const user = userEvent.setup();
    // A business name typed and then cleared is no business detail: nothing of it is sent.
    const businessName = await screen.findByRole('textbox', { name: 'Business name' });
    await user.type(businessName, 'G');
    await user.clear(businessName);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(checkouts).toHaveLength(1));
    expect(checkouts[0]!.searchParams.get('partner_id')).toBe('dealer-blr');
    expect([...checkouts[0]!.searchParams.keys()].sort()).toEqual(['partner_id', 'shipping_address_id']);
  });

  it("takes a business's GSTIN and name for the tax invoice, saying what is wrong with them when a field is left", async () => {
    const checkouts = fakeApiRecordingCheckouts();
    signInBuyer('token-business');
    refreshCart();
    const onPlaced = vi.fn();
    render(
      <NavigateContext value={vi.fn()}>
        <Checkout onPlaced={onPlaced} />
      </NavigateContext>,
    );
    const user = userEvent.setup();
    const gstin = await screen.findByRole('textbox', { name: 'GSTIN' });
    await user.type(gstin, '29AAGCB7383J1Z5');
    await user.tab();
    expect(gstin).toHaveAccessibleDescription('This GSTIN has a typing mistake: its last character does not match the rest');
    expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveAccessibleDescription('Enter the business name the GSTIN is registered to');
    await user.clear(gstin);
    await user.type(gstin, '29aagcb7383j1z4');
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), 'Gowda Constructions');
    expect(gstin).toBeValid();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(checkouts[0]!.searchParams.get('buyer_gstin')).toBe('29aagcb7383j1z4');
    expect(checkouts[0]!.searchParams.get('buyer_business_name')).toBe('Gowda Constructions');
  });

  it("shows each seller's delivery to the chosen address, and again when another is chosen", async () => {
    renderCheckout({ cartItems: [[11, 1]], addresses: [HOME, SITE] });
    const user = userEvent.setup();
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    // The default address (the site, id 2 in the fake: 40 km) is preselected.
    await waitFor(() => expect(summary).toHaveTextContent(/\(40 km\)₹1,250/));
    await user.click(screen.getByRole('radio', { name: /12 MG Road/ }));
    await waitFor(() => expect(summary).toHaveTextContent(/\(20 km\)₹750/));
  });

  it('says before Place Order how many orders and deliveries the cart becomes, and flags a seller that does not reach the address', async () => {
    const far = (line: string) => ({ ...HOME, address_line1: line });
    // The fake puts address n at n x 20 km, each further seller 6 km more; radii are 80 km.
    renderCheckout({
      cartItems: [
        [11, 1],
        [12, 1],
      ],
      addresses: [HOME, far('2 Site Road'), far('3 Site Road'), far('4 Quarry Road')],
    });
    const user = userEvent.setup();
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('2 suppliers, 2 deliveries: one order for each, with its own delivery charge.');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /4 Quarry Road/ }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(/delivers within 80 km; this address is 86 km away\. Remove its items or choose another address\./);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /12 MG Road/ }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it("asks for an address: 'Please select a shipping address'", async () => {
    renderCheckout({ cartItems: [[11, 1]], addresses: [] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a shipping address');
  });

  it('goes to My Orders when the cart became one order per seller', async () => {
    const navigate = renderCheckout({
      cartItems: [
        [11, 1],
        [12, 1],
      ],
      addresses: [HOME],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/orders'));
  });
});

describe('<Checkout> in Tamil', () => {
  it("speaks its element's language: headings, the address choice, payment, the notes, the refusal and its own error", async () => {
    const far = (line: string) => ({ ...HOME, address_line1: line });
    restore = installFakeApi({
      cartItems: [
        [11, 1],
        [12, 1],
      ],
      addresses: [HOME, far('2 Site Road'), far('3 Site Road'), far('4 Quarry Road')],
    });
    signInBuyer(`token-${Math.random()}`);
    refreshCart();
    render(
      <NavigateContext value={vi.fn()}>
        <LangContext value="ta-IN">
          <Checkout />
        </LangContext>
      </NavigateContext>,
    );
    const user = userEvent.setup();
    const checkout = await screen.findByRole('region', { name: 'செக்அவுட்' });
    expect(checkout).toHaveAttribute('lang', 'ta');
    expect(await screen.findByRole('group', { name: 'டெலிவரி முகவரியைத் தேர்ந்தெடுங்கள்' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'டெலிவரியின்போது ரொக்கம்' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'வணிகப் பெயர்' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'புதிய முகவரி சேர்' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'ஆர்டர் சுருக்கம்' });
    expect(summary).toHaveTextContent('2 சப்ளையர்கள், 2 டெலிவரிகள்: ஒவ்வொருவருக்கும் தனி ஆர்டர், அதற்கான டெலிவரி கட்டணத்துடன்.');
    await user.click(screen.getByRole('radio', { name: /4 Quarry Road/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/80 km-க்குள் மட்டுமே டெலிவரி செய்வார்; இந்த முகவரி 86 km தொலைவில் உள்ளது\./);
    expect(screen.getByRole('button', { name: 'ஆர்டர் செய்' })).toBeDisabled();
  });

  it('says its own words when no address is chosen', async () => {
    restore = installFakeApi({ cartItems: [[11, 1]], addresses: [] });
    signInBuyer(`token-${Math.random()}`);
    refreshCart();
    render(
      <NavigateContext value={vi.fn()}>
        <LangContext value="hi">
          <Checkout />
        </LangContext>
      </NavigateContext>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('आपने अभी तक कोई पता सेव नहीं किया है।')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'ऑर्डर करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('कृपया डिलीवरी का पता चुनें');
  });
});
