import { logout, refreshAdmin, signInAdmin } from '@nirmaan/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEMO_ADMIN_DATA } from '../testing/asAdmin.ts';
import { installFakeApi, type FakeApiOptions } from '../testing/fakeApi.ts';
import { AdminDashboard } from './AdminDashboard.tsx';

let restore = () => {};
afterEach(() => {
  logout('admin');
  restore();
});

/** The demo admin on the Orders tab. */
function onOrdersTab(options: Omit<FakeApiOptions, 'admin'> & { admin?: FakeApiOptions['admin'] } = {}) {
  restore = installFakeApi({ admin: DEMO_ADMIN_DATA, ...options });
  signInAdmin('admin-token');
  refreshAdmin();
  const user = userEvent.setup();
  render(<AdminDashboard initialTab="orders" />);
  return { user };
}

const orderIds = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('<AdminDashboard> orders', () => {
  it('lists every order newest first with the buyer by name, seller, city, partner, total and status', async () => {
    onOrdersTab();
    const table = await screen.findByRole('region', { name: 'Matching orders' });
    expect(orderIds(table)).toEqual(['#120', '#119', '#118', '#117']);
    const newest = within(table).getByRole('rowheader', { name: '#120' }).closest('tr') as HTMLElement;
    expect(newest).toHaveTextContent('Ravi Kumar');
    expect(newest).not.toHaveTextContent(/User #/);
    expect(newest).toHaveTextContent('Sri Balaji Traders');
    expect(newest).toHaveTextContent('dealer-42');
    expect(newest).toHaveTextContent('₹8,350.00');
    expect(within(newest).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–4 of 4')).toBeInTheDocument();
  });

  it('filters by partner, status and city with labelled controls, and says when nothing matches', async () => {
    const { user } = onOrdersTab();
    const table = await screen.findByRole('region', { name: 'Matching orders' });
    const filters = screen.getByRole('form', { name: 'Filter orders' });
    await waitFor(() => expect(within(filters).getByRole('option', { name: 'dealer-42' })).toBeInTheDocument());
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Partner' }), 'dealer-42');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(orderIds(screen.getByRole('region', { name: 'Matching orders' }))).toEqual(['#120']));

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await user.type(within(filters).getByRole('textbox', { name: /City/ }), 'chennai{Enter}');
    await waitFor(() => expect(orderIds(screen.getByRole('region', { name: 'Matching orders' }))).toEqual(['#119']));

    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'delivered');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('heading', { name: 'No orders match these filters' })).toBeInTheDocument();
    expect(table).not.toBeInTheDocument();
  });

  it('refuses a date range that ends before it starts, and filters by the days placed', async () => {
    const { user } = onOrdersTab();
    await screen.findByRole('region', { name: 'Matching orders' });
    const filters = screen.getByRole('form', { name: 'Filter orders' });
    const from = within(filters).getByLabelText('Placed from');
    const to = within(filters).getByLabelText('Placed to');
    await user.type(from, '2026-11-19');
    await user.type(to, '2026-11-18');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(to).toHaveAccessibleDescription('The "Placed from" date must be on or before the "Placed to" date');
    await user.clear(to);
    await user.type(to, '2026-11-19');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(orderIds(screen.getByRole('region', { name: 'Matching orders' }))).toEqual(['#119']));
  });

  it('opens an order with its buyer, seller, address, items, charges and status history, and goes back', async () => {
    const { user } = onOrdersTab();
    await user.click(await screen.findByRole('button', { name: 'Open order #119' }));
    const heading = await screen.findByRole('heading', { name: 'Order #119' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(screen.getByRole('region', { name: 'Buyer' })).getByText('Meena Iyer')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Buyer' })).getByText('+919123400002')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Seller' })).getByText('Chennai Cement Depot')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Shipping address' })).getByText('12, 2nd Avenue, Anna Nagar')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Items' })).getByRole('rowheader', { name: /UltraTech OPC 53/ })).toBeInTheDocument();
    const charges = within(screen.getByRole('region', { name: 'Charges' }));
    expect(charges.getByText('Delivery').nextElementSibling).toHaveTextContent('₹350.00 (4 km)');
    expect(charges.getByText('CGST (included)').nextElementSibling).toHaveTextContent('₹636.87');
    const history = within(screen.getByRole('region', { name: 'Status history' }));
    expect(history.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Pending', 'Processing']);
    expect(history.getByText('Seller')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to orders' }));
    expect(await screen.findByRole('region', { name: 'Matching orders' })).toBeInTheDocument();
  });

  it('says an order from a CRM lead has no shipping address', async () => {
    const { user } = onOrdersTab();
    await user.click(await screen.findByRole('button', { name: 'Open order #117' }));
    expect(await screen.findByText('No shipping address (an order made from a lead)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Buyer' })).getByText('Gowda Builders')).toBeInTheDocument();
  });

  it('exports the filtered orders as CSV', async () => {
    const { user } = onOrdersTab();
    const saved: string[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        void blob.text().then((text) => saved.push(text));
        return 'blob:orders';
      }),
      revokeObjectURL: vi.fn(),
    });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    await screen.findByRole('region', { name: 'Matching orders' });
    const filters = screen.getByRole('form', { name: 'Filter orders' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'processing');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(orderIds(screen.getByRole('region', { name: 'Matching orders' }))).toEqual(['#119']));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [header, ...rows] = saved[0]!.split('\r\n');
    expect(header).toMatch(/^order_id,placed_at,status,buyer_name/);
    expect(rows).toEqual([expect.stringMatching(/^119,.*Meena Iyer/)]);
  });

  it('offers Retry when the orders cannot load', async () => {
    const failing = ['/admin/orders'];
    const { user } = onOrdersTab({ failing });
    expect(await screen.findByText('Could not load the orders.')).toBeInTheDocument();
    failing.length = 0;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Matching orders' })).toBeInTheDocument();
  });
});
