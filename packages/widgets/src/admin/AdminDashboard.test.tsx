import { logout, refreshAdmin, signInAdmin } from '@nirmaan/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_DATA } from '../testing/asAdmin.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { AdminDashboard, type AdminDashboardTab } from './AdminDashboard.tsx';

let restore = () => {};
afterEach(() => {
  logout('admin');
  restore();
});

/** Signed in as the demo admin; calls under a path in `failing` answer 500 while it lists them. */
function asAdmin(initialTab: AdminDashboardTab = 'dashboard', failing: string[] = []) {
  restore = installFakeApi({ admin: DEMO_ADMIN_DATA, failing });
  signInAdmin('admin-token');
  refreshAdmin();
  const user = userEvent.setup();
  render(<AdminDashboard initialTab={initialTab} />);
  return { user };
}

const rowOf = (table: HTMLElement, name: RegExp | string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('<AdminDashboard>', () => {
  it('sends anyone who is not a signed-in admin to the admin sign-in', () => {
    render(<AdminDashboard />);
    expect(screen.getByRole('heading', { name: 'Please sign in as an admin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin sign in' })).toHaveAttribute('href', '/admin/login');
  });

  it('welcomes the admin by name and shows the totals, recent activity and leads with their partner', async () => {
    asAdmin();
    expect(await screen.findByText('Welcome, Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Pincodes' })).toHaveAttribute('href', '/admin/pincodes');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Users',
      'Sellers',
      'Products',
      'Blog',
      'Affiliates',
    ]);
    const totals = await screen.findByRole('list', { name: 'Marketplace totals' });
    expect(within(totals).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Total Users6',
      'Total Sellers4',
      'Total Products104',
      'Total Orders37',
      'Categories19',
      'Listings412',
    ]);
    const orders = await screen.findByRole('table', { name: 'Recent Orders' });
    expect(rowOf(orders, '#118')).toHaveTextContent('Delivered');
    expect(rowOf(orders, '#120')).toHaveTextContent('₹8,350');
    expect(rowOf(await screen.findByRole('table', { name: 'Recent Users' }), 'Unknown')).toBeInTheDocument();
    expect(rowOf(await screen.findByRole('table', { name: 'Chatbot Inquiries' }), 'Anand')).toHaveTextContent('dealer-42');
    expect(rowOf(await screen.findByRole('table', { name: 'Quote Requests' }), 'Suresh Gowda')).toHaveTextContent('Cement: 200 Bags');
  });

  it('keeps the leads in place while a failed dashboard is loaded again with Retry', async () => {
    const failing = ['/admin/dashboard'];
    const { user } = asAdmin('dashboard', failing);
    expect(await screen.findByText('Could not load the dashboard.')).toBeInTheDocument();
    expect(rowOf(await screen.findByRole('table', { name: 'Chatbot Inquiries' }), 'Anand')).toBeInTheDocument();
    failing.length = 0;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('table', { name: 'Chatbot Inquiries' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Marketplace totals' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the dashboard.')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Chatbot Inquiries' })).toBeInTheDocument();
  });

  it('deactivates a user and activates them again', async () => {
    const { user } = asAdmin('users');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(rowOf(table, /Meena Iyer/)).toHaveTextContent('Active');
    expect(rowOf(table, /ID 3/)).toHaveTextContent('Unknown');
    await user.click(within(table).getByRole('button', { name: 'Deactivate Meena Iyer' }));
    expect(await screen.findByRole('button', { name: 'Activate Meena Iyer' })).toBeInTheDocument();
    expect(rowOf(screen.getByRole('table', { name: 'Users' }), /Meena Iyer/)).toHaveTextContent('Inactive');
    await user.click(screen.getByRole('button', { name: 'Activate Meena Iyer' }));
    expect(await screen.findByRole('button', { name: 'Deactivate Meena Iyer' })).toBeInTheDocument();
  });

  it('searches sellers and shows No phone where there is none', async () => {
    const { user } = asAdmin('sellers');
    await screen.findByRole('table', { name: 'Sellers' });
    await user.type(screen.getByRole('searchbox', { name: /Search sellers/ }), 'kovai');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Sellers' })).getAllByRole('rowheader')).toHaveLength(1));
    expect(rowOf(screen.getByRole('table', { name: 'Sellers' }), /Kovai Steel Centre/)).toHaveTextContent('Inactive');
  });

  it("adds a default product after the spec's messages, edits and deletes it after confirmation", async () => {
    const { user } = asAdmin('products');
    expect(await screen.findByRole('list', { name: 'Default product totals' })).toHaveTextContent('Total Products5Active Products4Categories4');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Default Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(within(dialog).getByText('Product name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Unit is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Product name/ }), 'AAC Block 600x200x150');
    expect(within(dialog).queryByText('Product name is required')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Category/ }), 'Blocks');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Unit/ }), 'Nos');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Rate/ }), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(within(dialog).getByText('Rate cannot be negative')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Rate/ }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Rate/ }), '82');
    await user.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = await screen.findByRole('table', { name: 'Default products' });
    await waitFor(() => expect(rowOf(table, 'AAC Block 600x200x150')).toHaveTextContent('₹82'));

    await user.click(screen.getByRole('button', { name: 'Edit AAC Block 600x200x150' }));
    const editDialog = await screen.findByRole('dialog', { name: 'Edit Default Product' });
    expect(within(editDialog).getByRole('textbox', { name: /Product name/ })).toHaveValue('AAC Block 600x200x150');
    await user.clear(within(editDialog).getByRole('spinbutton', { name: /Rate/ }));
    await user.type(within(editDialog).getByRole('spinbutton', { name: /Rate/ }), '85.5');
    await user.click(within(editDialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(rowOf(screen.getByRole('table', { name: 'Default products' }), 'AAC Block 600x200x150')).toHaveTextContent('₹85.50'));

    await user.click(screen.getByRole('button', { name: 'Delete AAC Block 600x200x150' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete AAC Block 600x200x150?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Default products' })).queryByRole('rowheader', { name: 'AAC Block 600x200x150' })).not.toBeInTheDocument());
  });

  it('links the Blog tab to the post editor', async () => {
    asAdmin('blog');
    expect(await screen.findByRole('link', { name: 'Create Blog Post' })).toHaveAttribute('href', '/admin/blog/new');
    expect(screen.getByText(/Only admins can create blog posts/)).toBeInTheDocument();
  });
});

describe('<AdminDashboard> affiliates', () => {
  it("creates, edits and deletes an affiliate, with the spec's texts", async () => {
    restore = installFakeApi({ admin: DEMO_ADMIN_DATA });
    signInAdmin('admin-token');
    refreshAdmin();
    const user = userEvent.setup();
    render(<AdminDashboard initialTab="affiliates" />);
    expect(await screen.findByText('No affiliates yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Title and URL are required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Jaquar Bath Fittings');
    await user.type(screen.getByRole('textbox', { name: /^URL/ }), 'https://www.jaquar.com/');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('button', { name: 'Edit Jaquar Bath Fittings' })).toBeInTheDocument();
    // After saving, the form is empty again, active, sort order 0.
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Sort Order' })).toHaveValue(0);
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Edit Jaquar Bath Fittings' }));
    expect(screen.getByRole('heading', { name: 'Edit Affiliate' })).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Title/ }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Jaquar Bathrooms');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('button', { name: 'Edit Jaquar Bathrooms' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Jaquar Bathrooms' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this affiliate?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No affiliates yet.')).toBeInTheDocument();
  });
});
