import { logout, SELLER_MESSAGES, signInBuyer, signInSeller } from '@nirmaan/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_PRODUCTS, installFakeApi } from '../testing/fakeApi.ts';
import { DEMO_SELLER_DATA } from '../testing/asSeller.ts';
import { sampleSellerListing, sampleSellerOrder } from '../testing/fakeSeller.ts';
import { SellerDashboard } from './SellerDashboard.tsx';

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  logout('seller');
  logout('buyer');
  restore();
});

const cement = FAKE_PRODUCTS[0]!;
const steel = FAKE_PRODUCTS[3]!;

describe('<SellerDashboard>', () => {
  it('asks a visitor or a buyer to sign in as a seller, linking to /seller/login', () => {
    render(<SellerDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Please sign in as a seller to view your dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seller Login' })).toHaveAttribute('href', '/seller/login');
    cleanup();
    restore = installFakeApi();
    signInBuyer('buyer-token');
    render(<SellerDashboard />);
    expect(screen.getByRole('link', { name: 'Seller Login' })).toBeInTheDocument();
  });

  it('tells a pending seller that buyers will see its listings once an admin approves it, and keeps the dashboard working', async () => {
    restore = installFakeApi({ seller: { status: 'pending', listings: [sampleSellerListing(11, cement, 400, 500, 'UT-53')] } });
    signInSeller('s-pending');
    const user = userEvent.setup();
    render(<SellerDashboard />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeInTheDocument();
    const notice = screen.getByText('Your account is waiting for approval: buyers will see your listings once an admin approves it.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('Your account was not approved')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My Listings' }));
    expect(within(await screen.findByRole('table', { name: 'Your product listings' })).getByRole('rowheader', { name: cement.name })).toBeInTheDocument();
  });

  it("tells a rejected seller that buyers do not see its listings, with the admin's reason", async () => {
    restore = installFakeApi({ seller: { status: 'rejected', statusReason: 'The GST certificate is for another business.' } });
    signInSeller('s-rejected');
    render(<SellerDashboard />);
    const notice = (await screen.findByText('Your account was not approved')).closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent('Buyers do not see your listings and you receive no leads.');
    expect(notice).toHaveTextContent('Reason given: The GST certificate is for another business.');
    expect(screen.queryByText(/waiting for approval/)).not.toBeInTheDocument();
  });

  it('shows no approval notice to an approved seller', async () => {
    restore = installFakeApi();
    signInSeller('s-approved');
    render(<SellerDashboard />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(/waiting for approval|not approved/)).not.toBeInTheDocument();
  });

  it('opens on Orders, new (pending) orders first, their count on the tab', async () => {
    restore = installFakeApi({
      seller: { orders: [sampleSellerOrder(119, 'processing'), sampleSellerOrder(120, 'pending'), sampleSellerOrder(118, 'pending')] },
    });
    signInSeller('s-orders-first');
    render(<SellerDashboard />);
    const tab = await screen.findByRole('tab', { name: 'Orders (2)' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const list = within(await screen.findByRole('list', { name: 'Your orders' }));
    expect(list.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Order #120', 'Order #118', 'Order #119']);
  });

  it('updates the business profile', async () => {
    restore = installFakeApi();
    signInSeller('s-profile');
    const user = userEvent.setup();
    render(<SellerDashboard initialTab="profile" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Business Name/ });
    expect(name).toHaveValue('Sri Balaji Traders');
    await user.clear(name);
    await user.type(name, 'Balaji Cement Depot');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Balaji Cement Depot', { selector: 'p' })).toBeInTheDocument();
  });

  it('asks a seller without a depot for it first, checks the form, and saves it: the notice goes', async () => {
    restore = installFakeApi({ seller: { noDepot: true } });
    signInSeller('s-new');
    const user = userEvent.setup();
    render(<SellerDashboard initialTab="profile" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeInTheDocument();
    const notice = screen.getByText(/Set your depot location and delivery radius before publishing listings/);
    expect(notice.closest('[role="status"]')).toHaveTextContent('Where do you deliver from?');
    const pincode = screen.getByRole('textbox', { name: /Depot pincode/ });
    const radius = screen.getByRole('spinbutton', { name: /Delivery radius \(km\)/ });
    await user.type(pincode, '5600');
    await user.type(radius, '500');
    await user.click(screen.getByRole('button', { name: 'Save Depot' }));
    expect(pincode).toHaveAccessibleDescription('Enter a valid 6-digit pincode');
    expect(radius).toHaveAccessibleDescription('Delivery radius must be a whole number of km from 1 to 300');
    // A pincode the server cannot place: its words.
    await user.clear(pincode);
    await user.type(pincode, '999999');
    await user.clear(radius);
    await user.type(radius, '40');
    await user.click(screen.getByRole('button', { name: 'Save Depot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We cannot place this pincode on the map. Please enter your depot's latitude and longitude.");
    await user.clear(pincode);
    await user.type(pincode, '560036');
    await user.click(screen.getByRole('button', { name: 'Save Depot' }));
    expect(await screen.findByText('Depot saved: buyers within 40 km of 560036 can order your listings.')).toBeInTheDocument();
    expect(screen.queryByText(/before publishing listings/)).not.toBeInTheDocument();
  });

  it('registers the GSTIN for tax invoices under Profile: checked before it is sent, then its state named', async () => {
    restore = installFakeApi({ seller: { noGst: true } });
    signInSeller('s-gst');
    const user = userEvent.setup();
    render(<SellerDashboard />);
    await user.click(await screen.findByRole('tab', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'GST registration' })).toBeInTheDocument();
    const gstin = screen.getByRole('textbox', { name: /^GSTIN/ });
    expect(gstin).toHaveAccessibleDescription('Not registered yet: your orders get no tax invoice.');
    await user.type(gstin, '29AAGCB7383J1Z5');
    await user.click(screen.getByRole('button', { name: 'Save GSTIN' }));
    expect(gstin).toHaveAccessibleDescription(expect.stringContaining('This GSTIN has a typing mistake: its last character does not match the rest'));
    await user.clear(gstin);
    await user.type(gstin, '29aagcb7383j1z4');
    await user.click(screen.getByRole('button', { name: 'Save GSTIN' }));
    expect(await screen.findByText('GSTIN saved: your invoices will show it, registered in Karnataka (29).')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^GSTIN/ })).toHaveAccessibleDescription('Registered in Karnataka (29)');
  });

  it('creates a listing and shows it with a ₹ price, edits the price, then deletes it', async () => {
    restore = installFakeApi({ seller: { listings: [sampleSellerListing(11, cement, 400, 500, 'UT-53')] } });
    signInSeller('s-listings');
    const user = userEvent.setup();
    render(<SellerDashboard />);
    await user.click(await screen.findByRole('tab', { name: 'My Listings' }));
    const table = within(await screen.findByRole('table', { name: 'Your product listings' }));
    expect(table.getByRole('rowheader', { name: cement.name })).toBeInTheDocument();
    expect(table.getByText('₹400 / Bag')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Listing' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Add Listing' }));
    await user.click(dialog.getByRole('button', { name: 'Create Listing' }));
    expect(dialog.getByText('Please choose a product')).toBeInTheDocument();
    expect(dialog.getByText('Price is required')).toBeInTheDocument();
    const product = await dialog.findByRole('combobox', { name: /Product/ });
    expect(within(product).queryByRole('option', { name: cement.name })).not.toBeInTheDocument();
    await user.selectOptions(product, steel.name);
    await user.type(dialog.getByRole('spinbutton', { name: /Price/ }), '68.5');
    await user.type(dialog.getByRole('spinbutton', { name: /Stock Quantity/ }), '900');
    await user.type(dialog.getByRole('textbox', { name: 'Seller SKU' }), 'JSW-12');
    await user.click(dialog.getByRole('button', { name: 'Create Listing' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await screen.findByRole('row', { name: new RegExp(steel.name) });
    expect(within(row).getByText('₹68.50 / Kg')).toBeInTheDocument();
    expect(within(row).getByText('JSW-12')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Edit ${steel.name}` }));
    dialog = within(screen.getByRole('dialog', { name: 'Edit Listing' }));
    const price = dialog.getByRole('spinbutton', { name: /Price/ });
    await user.clear(price);
    await user.type(price, '70');
    await user.click(dialog.getByRole('button', { name: 'Update Listing' }));
    expect(await screen.findByText('₹70 / Kg')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Delete ${steel.name}` }));
    expect(await screen.findByText('Listing deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(steel.name) })).not.toBeInTheDocument());
  });

  it('marks a listing whose product Nirmaan has withdrawn, and says buyers no longer see it', async () => {
    const listed = sampleSellerListing(11, cement, 400, 500, 'UT-53');
    restore = installFakeApi({ seller: { listings: [{ ...listed, product: { ...listed.product, is_active: false } }] } });
    signInSeller('s-withdrawn');
    const user = userEvent.setup();
    render(<SellerDashboard />);
    await user.click(await screen.findByRole('tab', { name: 'My Listings' }));
    const row = within(await screen.findByRole('row', { name: new RegExp(cement.name) }));
    expect(row.getByText('Withdrawn')).toBeInTheDocument();
    expect(row.queryByText('Active')).not.toBeInTheDocument();
    expect(row.getByText(SELLER_MESSAGES.productWithdrawn)).toBeInTheDocument();
  });

  it('adds a photo to a listed product and removes it; a photo Nirmaan added has no Remove', async () => {
    restore = installFakeApi({ seller: { listings: [sampleSellerListing(11, cement, 400, 500, 'UT-53')] } });
    const nirmaans = new FormData();
    nirmaans.append('alt', 'Bag from the front');
    nirmaans.append('image', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' }));
    expect((await fetch(`/api/v1/admin/products/${cement.id}/images`, { method: 'POST', body: nirmaans })).status).toBe(201);
    signInSeller('s-photos');
    const user = userEvent.setup();
    render(<SellerDashboard />);
    await user.click(await screen.findByRole('tab', { name: 'My Listings' }));
    await user.click(await screen.findByRole('button', { name: `Photos of ${cement.name}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Photos of ${cement.name}` }));
    expect(await dialog.findByText('Main photo: Bag from the front')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /^Remove photo/ })).not.toBeInTheDocument();

    const form = within(dialog.getByRole('form', { name: `Add a photo of ${cement.name}` }));
    await user.upload(form.getByLabelText(/^Photo/), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'stack.jpg', { type: 'image/jpeg' }));
    await user.type(form.getByRole('textbox', { name: /What the photo shows/ }), 'Bags stacked at the depot');
    await user.click(form.getByRole('button', { name: 'Upload photo' }));
    expect(await dialog.findByText('Bags stacked at the depot')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove photo 2' }));
    await waitFor(() => expect(dialog.queryByText('Bags stacked at the depot')).not.toBeInTheDocument());
    expect(dialog.getByText('Main photo: Bag from the front')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("creates a listing from one of the admins' default products, whose reference rate fills in the price", async () => {
    restore = installFakeApi({ seller: { defaultProducts: DEMO_SELLER_DATA.defaultProducts ?? [] } });
    signInSeller('s-default-product');
    const user = userEvent.setup();
    render(<SellerDashboard />);
    await user.click(await screen.findByRole('tab', { name: 'My Listings' }));
    await user.click(await screen.findByRole('button', { name: 'Add Listing' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Listing' }));
    const sources = within(dialog.getByRole('group', { name: 'List a product' }));
    expect(sources.getByRole('radio', { name: 'From the catalogue' })).toBeChecked();
    await user.click(sources.getByRole('radio', { name: 'From a default product' }));
    expect(dialog.queryByRole('searchbox', { name: /Find a product/ })).not.toBeInTheDocument();

    const picker = await dialog.findByRole('combobox', { name: /Default product/ });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a default product',
      'OPC 53 Grade Cement (50 kg) — per Bag, reference rate ₹420',
      'M-Sand (Concrete Grade) — per Cft, reference rate ₹58',
      'Wire-cut Red Brick — per Nos, reference rate ₹10.50',
      'Solid Concrete Block 6" — per Nos',
    ]);
    await user.click(dialog.getByRole('button', { name: 'Create Listing' }));
    expect(dialog.getByText('Please choose a product')).toBeInTheDocument();

    const price = dialog.getByRole('spinbutton', { name: /Price/ });
    await user.selectOptions(picker, 'OPC 53 Grade Cement (50 kg) — per Bag, reference rate ₹420');
    expect(dialog.queryByText('Please choose a product')).not.toBeInTheDocument();
    expect(price).toHaveValue(420);
    expect(dialog.getByText('Brands: UltraTech, ACC, Ambuja. Ordinary Portland cement, 53 grade, IS 269.')).toBeInTheDocument();
    // Another product's rate replaces the one filled in; a price the seller typed stays.
    await user.selectOptions(picker, 'M-Sand (Concrete Grade) — per Cft, reference rate ₹58');
    expect(price).toHaveValue(58);
    await user.clear(price);
    await user.type(price, '55');
    await user.selectOptions(picker, 'Wire-cut Red Brick — per Nos, reference rate ₹10.50');
    expect(price).toHaveValue(55);
    await user.selectOptions(picker, 'M-Sand (Concrete Grade) — per Cft, reference rate ₹58');
    await user.type(dialog.getByRole('spinbutton', { name: /Stock Quantity/ }), '3000');
    await user.click(dialog.getByRole('button', { name: 'Create Listing' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await screen.findByRole('row', { name: /M-Sand \(Concrete Grade\)/ });
    expect(within(row).getByText('₹55 / Cft')).toBeInTheDocument();
  });

  it('says so when no default products are offered, so the seller lists from the catalogue', async () => {
    restore = installFakeApi();
    signInSeller('s-no-default-products');
    const user = userEvent.setup();
    render(<SellerDashboard />);
    await user.click(await screen.findByRole('tab', { name: 'My Listings' }));
    await user.click(await screen.findByRole('button', { name: 'Add Listing' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Listing' }));
    await user.click(dialog.getByRole('radio', { name: 'From a default product' }));
    expect(await dialog.findByText('No default products are offered yet. List a product from the catalogue instead.')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'From the catalogue' }));
    expect(await dialog.findByRole('combobox', { name: /Product/ })).toBeInTheDocument();
  });

  it("says 'No listings yet' and shows a CSV upload's counts and first errors", async () => {
    restore = installFakeApi();
    signInSeller('s-empty');
    const user = userEvent.setup();
    render(<SellerDashboard />);
    await user.click(await screen.findByRole('tab', { name: 'My Listings' }));
    expect(await screen.findByRole('heading', { name: 'No listings yet' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Upload CSV'), new File(['listing_id,price\n11,410\n'], 'prices.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Updated 2 listings, created 2 price history entries, 1 errors.')).toBeInTheDocument();
    expect(screen.getByText('Row 4: price must be more than 0')).toBeInTheDocument();
  });

  it("advances an order with 'Mark as Processing' and reloads it", async () => {
    restore = installFakeApi({ seller: { orders: [sampleSellerOrder(77, 'pending'), sampleSellerOrder(76, 'delivered')] } });
    signInSeller('s-orders');
    const user = userEvent.setup();
    render(<SellerDashboard />);
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    const order = within(await screen.findByRole('article', { name: 'Order #77' }));
    expect(order.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(order.getByText('Plot 7, Whitefield Main Road')).toBeInTheDocument();
    expect(order.getByText('UltraTech OPC 53 Grade Cement × 10 @ ₹400 = ₹4,000')).toBeInTheDocument();
    expect(order.getByText('₹8,350')).toBeInTheDocument();
    expect(order.getByText('Pending')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Order #76' })).queryByRole('button', { name: /^Mark as/ })).not.toBeInTheDocument();

    await user.click(order.getByRole('button', { name: /Mark as Processing/ }));
    expect(await order.findByText('Processing')).toBeInTheDocument();
    expect(order.getByRole('button', { name: /Mark as Shipped/ })).toBeInTheDocument();
  });

  it("downloads an order's GST invoice and a cancelled order's credit note with the seller's session", async () => {
    restore = installFakeApi({ seller: { orders: [sampleSellerOrder(77, 'pending'), sampleSellerOrder(75, 'cancelled')] } });
    signInSeller('s-documents');
    const user = userEvent.setup();
    render(<SellerDashboard />);
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    const pending = within(await screen.findByRole('article', { name: 'Order #77' }));
    const invoice = pending.getByRole('button', { name: 'Download GST invoice (PDF)' });
    expect(invoice).toHaveAccessibleDescription('Tax invoice INV/26-27/000077');
    expect(pending.queryByRole('button', { name: /credit note/ })).not.toBeInTheDocument();
    const asked: { path: string; authorization: string | null }[] = [];
    const fakeFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = new Request(input instanceof Request ? input : new URL(String(input), 'http://localhost'), init);
      asked.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
      return fakeFetch(input, init);
    };
    await user.click(invoice);
    await expect.poll(() => asked.at(-1)?.path).toMatch(/\/sellers\/me\/orders\/77\/invoice\.pdf$/);
    expect(asked.at(-1)?.authorization).toBe('Bearer s-documents');
    expect(pending.queryByRole('alert')).not.toBeInTheDocument();
    const cancelled = within(screen.getByRole('article', { name: 'Order #75' }));
    expect(cancelled.getByRole('button', { name: 'Download credit note (PDF)' })).toHaveAccessibleDescription('Credit note CN/26-27/0000075');
  });
});

describe('<SellerDashboard> CRM', () => {
  /** Signs a seller in against the fake API and opens the CRM tab. */
  async function openCrmTab(sellerId: string, options?: Parameters<typeof installFakeApi>[0]) {
    restore = installFakeApi(options);
    signInSeller(sellerId);
    const user = userEvent.setup();
    render(<SellerDashboard />);
    await user.click(await screen.findByRole('tab', { name: 'CRM' }));
    return user;
  }
  it('edits a lead in a pre-filled dialog: says what is wrong, then saves stage, value, description and next step to its card', async () => {
    const user = await openCrmTab('s-crm-edit-lead', { seller: DEMO_SELLER_DATA });
    const leads = within(await screen.findByRole('region', { name: 'Leads' }));
    await user.click(await leads.findByRole('button', { name: 'Edit 200 bags for Whitefield site' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Lead' }));
    expect(dialog.getByRole('textbox', { name: /Lead Title/ })).toHaveValue('200 bags for Whitefield site');
    expect(dialog.getByRole('textbox', { name: 'Next Step' })).toHaveValue('Send the revised rate on Monday');
    const value = dialog.getByRole('textbox', { name: 'Value (₹)' });
    expect(value).toHaveValue('80000');
    await user.clear(value);
    await user.type(value, '95000.125');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Enter the value in rupees: 0 or more, with at most 2 decimals')).toBeInTheDocument();
    expect(value).toHaveValue('95000.125');
    await user.clear(value);
    await user.type(value, '95000');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Stage' }), 'proposal');
    await user.clear(dialog.getByRole('textbox', { name: 'Description' }));
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Slab of block C too');
    await user.clear(dialog.getByRole('textbox', { name: 'Next Step' }));
    await user.type(dialog.getByRole('textbox', { name: 'Next Step' }), 'Site visit on Friday');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Lead' })).not.toBeInTheDocument());
    const card = (await leads.findByText('Next step: Site visit on Friday')).closest('li')!;
    expect(within(card).getByText('Slab of block C too')).toBeInTheDocument();
    expect(within(card).getByText('Proposal', { selector: 'span' })).toBeInTheDocument();
    expect(card).toHaveTextContent('95,000');
  });

  it('edits a contact (a bad e-mail is named first) and links a task to a lead, whose name the task shows', async () => {
    const user = await openCrmTab('s-crm-edit-task', { seller: DEMO_SELLER_DATA });
    const contacts = within(await screen.findByRole('region', { name: 'Contacts' }));
    await user.click(await contacts.findByRole('button', { name: 'Edit Meena Constructions' }));
    const contactDialog = within(screen.getByRole('dialog', { name: 'Edit Contact' }));
    expect(contactDialog.getByRole('textbox', { name: /Contact Phone/ })).toHaveValue('+919812300002');
    await user.type(contactDialog.getByRole('textbox', { name: /Contact Email/ }), 'meena@');
    await user.type(contactDialog.getByRole('textbox', { name: /Company/ }), 'Meena Constructions LLP');
    await user.click(contactDialog.getByRole('button', { name: 'Save' }));
    expect(contactDialog.getByText('Enter a valid email address, like name@company.com')).toBeInTheDocument();
    await user.type(contactDialog.getByRole('textbox', { name: /Contact Email/ }), 'site.in');
    await user.click(contactDialog.getByRole('button', { name: 'Save' }));
    expect(await contacts.findByText('Meena Constructions LLP')).toBeInTheDocument();

    const tasks = within(screen.getByRole('region', { name: 'Tasks' }));
    const task = (await tasks.findByText('Send rate card to Meena')).closest('li')!;
    expect(within(task).queryByText(/Lead:/)).not.toBeInTheDocument();
    await user.click(within(task).getByRole('button', { name: 'Edit Send rate card to Meena' }));
    const taskDialog = within(screen.getByRole('dialog', { name: 'Edit Task' }));
    expect(taskDialog.getByRole('checkbox', { name: 'Done' })).toBeChecked();
    await user.selectOptions(taskDialog.getByRole('combobox', { name: 'Lead' }), '200 bags for Whitefield site');
    await user.click(taskDialog.getByRole('checkbox', { name: 'Done' }));
    await user.click(taskDialog.getByRole('button', { name: 'Save' }));
    const edited = (await tasks.findByText('Lead: 200 bags for Whitefield site · Contact: Meena Constructions')).closest('li')!;
    expect(within(edited).getByText('Open')).toBeInTheDocument();
  });

  it('adds a task and marks it completed; the reminders count it while open', async () => {
    const user = await openCrmTab('s-crm-task');
    const tasks = within(await screen.findByRole('region', { name: 'Tasks' }));
    await user.click(tasks.getByRole('button', { name: 'Add Task' }));
    expect(tasks.getByText('Task title is required')).toBeInTheDocument();
    await user.type(tasks.getByRole('textbox', { name: /Task Title/ }), 'Call Anand about 200 bags');
    await user.type(tasks.getByLabelText('Due Date'), '2026-11-20');
    await user.click(tasks.getByRole('button', { name: 'Add Task' }));
    const task = await tasks.findByRole('listitem');
    expect(within(task).getByText('Open')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Task reminders' })).getAllByText('Call Anand about 200 bags')).toHaveLength(1));

    await user.click(within(task).getByRole('button', { name: /Mark Completed/ }));
    expect(await within(task).findByText('Completed')).toBeInTheDocument();
    expect(within(task).queryByRole('button', { name: /Mark Completed/ })).not.toBeInTheDocument();
  });

  it("adds a contact and a lead, shows the stats, and converts the lead to an order ('Invalid quantity' first)", async () => {
    const user = await openCrmTab('s-crm-lead', { seller: { listings: [sampleSellerListing(11, cement, 400, 500)] } });
    const contacts = within(await screen.findByRole('region', { name: 'Contacts' }));
    await user.type(contacts.getByRole('textbox', { name: /Contact Name/ }), 'Anand Builders');
    await user.click(contacts.getByRole('button', { name: 'Add Contact' }));
    expect(await contacts.findByText('Anand Builders')).toBeInTheDocument();

    const leads = within(screen.getByRole('region', { name: 'Leads' }));
    await user.type(leads.getByRole('textbox', { name: /Lead Title/ }), '200 bags for Whitefield site');
    await user.type(leads.getByRole('spinbutton', { name: /Value/ }), '80000');
    await user.selectOptions(leads.getByRole('combobox', { name: 'Contact' }), 'Anand Builders');
    await user.selectOptions(await leads.findByRole('option', { name: cement.name }).then((option) => option.closest('select')!), cement.name);
    await user.click(leads.getByRole('button', { name: 'Add Lead' }));
    const convert = await leads.findByRole('button', { name: /Convert to Order/ });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'CRM stats' })).getByText('₹80,000')).toBeInTheDocument());

    await user.type(leads.getByRole('spinbutton', { name: 'Quantity for 200 bags for Whitefield site' }), '0');
    await user.click(convert);
    expect(await leads.findByText('Invalid quantity')).toBeInTheDocument();
    await user.clear(leads.getByRole('spinbutton', { name: 'Quantity for 200 bags for Whitefield site' }));
    await user.type(leads.getByRole('spinbutton', { name: 'Quantity for 200 bags for Whitefield site' }), '200');
    await user.click(convert);
    expect(await leads.findByText(/Order #\d+ created from 200 bags for Whitefield site/)).toBeInTheDocument();
    expect(await within(leads.getByRole('list', { name: 'Leads' })).findByText('Won', { selector: 'span' })).toBeInTheDocument();
    expect(leads.queryByRole('button', { name: /Convert to Order/ })).not.toBeInTheDocument();
  });

  it('moves a lead to another stage from its card, and the open-leads stats follow', async () => {
    const user = await openCrmTab('s-crm-stage', { seller: {} });
    const leads = within(await screen.findByRole('region', { name: 'Leads' }));
    await user.type(leads.getByRole('textbox', { name: /Lead Title/ }), 'Steel for Hosur Road villa');
    await user.type(leads.getByRole('spinbutton', { name: /Value/ }), '50000');
    await user.click(leads.getByRole('button', { name: 'Add Lead' }));
    const stage = await leads.findByRole('combobox', { name: 'Stage of Steel for Hosur Road villa' });
    expect(stage).toHaveValue('new');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'CRM stats' })).getByText('₹50,000')).toBeInTheDocument());

    await user.selectOptions(stage, 'Lost');
    const card = within(leads.getByRole('list', { name: 'Leads' }));
    expect(await card.findByText('Lost', { selector: 'span' })).toBeInTheDocument();
    expect(leads.getByRole('combobox', { name: 'Stage of Steel for Hosur Road villa' })).toHaveValue('lost');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'CRM stats' })).queryByText('₹50,000')).not.toBeInTheDocument());
  });
  it("deletes a contact, a lead and a task after 'Delete this …?'; Escape keeps them", async () => {
    const user = await openCrmTab('s-crm-delete', { seller: {} });
    const contacts = within(await screen.findByRole('region', { name: 'Contacts' }));
    await user.type(contacts.getByRole('textbox', { name: /Contact Name/ }), 'Anand Builders');
    await user.click(contacts.getByRole('button', { name: 'Add Contact' }));
    const leads = within(screen.getByRole('region', { name: 'Leads' }));
    await user.type(leads.getByRole('textbox', { name: /Lead Title/ }), 'Steel for Hosur Road villa');
    await user.selectOptions(leads.getByRole('combobox', { name: 'Contact' }), 'Anand Builders');
    await user.click(leads.getByRole('button', { name: 'Add Lead' }));
    const tasks = within(screen.getByRole('region', { name: 'Tasks' }));
    await user.type(tasks.getByRole('textbox', { name: /Task Title/ }), 'Call Anand');
    await user.click(tasks.getByRole('button', { name: 'Add Task' }));
    expect(await leads.findByText('Anand Builders', { selector: 'span' })).toBeInTheDocument();

    await user.click(contacts.getByRole('button', { name: 'Delete Anand Builders' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this contact?' })).toHaveAccessibleDescription('Anand Builders');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(contacts.getByText('Anand Builders', { selector: 'strong' })).toBeInTheDocument();

    await user.click(contacts.getByRole('button', { name: 'Delete Anand Builders' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this contact?' })).getByRole('button', { name: 'Delete' }));
    expect(await contacts.findByText('No contacts yet')).toBeInTheDocument();
    // Its Delete button is gone: focus is on the section's heading, and a status says what went.
    expect(contacts.getByRole('heading', { name: 'Contacts' })).toHaveFocus();
    expect(contacts.getByRole('status')).toHaveTextContent('Anand Builders deleted');
    // The lead stays, without the deleted contact's name.
    await waitFor(() => expect(leads.queryByText('Anand Builders', { selector: 'span' })).not.toBeInTheDocument());
    expect(leads.getByText('Steel for Hosur Road villa')).toBeInTheDocument();

    await user.click(leads.getByRole('button', { name: 'Delete Steel for Hosur Road villa' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this lead?' })).getByRole('button', { name: 'Delete' }));
    expect(await leads.findByText('No leads yet')).toBeInTheDocument();

    await user.click(tasks.getByRole('button', { name: 'Delete Call Anand' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this task?' })).getByRole('button', { name: 'Delete' }));
    expect(await tasks.findByText('No tasks yet')).toBeInTheDocument();
    expect(tasks.getByRole('heading', { name: 'Tasks' })).toHaveFocus();
    expect(tasks.getByRole('status')).toHaveTextContent('Call Anand deleted');
  });

  it("keeps the question open with 'Failed to delete contact' when the deletion fails", async () => {
    const user = await openCrmTab('s-crm-delete-fails', { seller: {} });
    const contacts = within(await screen.findByRole('region', { name: 'Contacts' }));
    await user.type(contacts.getByRole('textbox', { name: /Contact Name/ }), 'Anand Builders');
    await user.click(contacts.getByRole('button', { name: 'Add Contact' }));
    await user.click(await contacts.findByRole('button', { name: 'Delete Anand Builders' }));
    const question = within(await screen.findByRole('dialog', { name: 'Delete this contact?' }));
    const fakeFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => (init?.method === 'DELETE' ? new Response(null, { status: 503 }) : fakeFetch(input, init));
    await user.click(question.getByRole('button', { name: 'Delete' }));
    expect(await question.findByRole('alert')).toHaveTextContent('Failed to delete contact');
    expect(contacts.getByText('Anand Builders', { selector: 'strong' })).toBeInTheDocument();
  });
});
