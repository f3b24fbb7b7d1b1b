import { logout, refreshAdmin, signInAdmin } from '@nirmaan/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEMO_ADMIN_DATA } from '../testing/asAdmin.ts';
import { sampleAdminSeller } from '../testing/fakeAdminSamples.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { DEMO_CONTENT } from '../testing/fakeContent.ts';
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
    expect(
      within(screen.getByRole('tablist', { name: 'Admin sections' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Dashboard', 'Orders', 'Users', 'Sellers', 'Catalogue', 'Products', 'Photos', 'Blog', 'Affiliates', 'Partners', 'Tax rates']);
    const totals = await screen.findByRole('list', { name: 'Marketplace totals' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Total Users6', 'Total Sellers4', 'Total Products104', 'Total Orders37', 'Categories19', 'Listings412']);
    const orders = await screen.findByRole('table', { name: 'Recent Orders' });
    expect(rowOf(orders, '#118')).toHaveTextContent('Delivered');
    expect(rowOf(orders, '#120')).toHaveTextContent('₹8,350');
    expect(rowOf(orders, '#120')).toHaveTextContent('Ravi Kumar');
    expect(orders).not.toHaveTextContent(/User #/);
    expect(rowOf(await screen.findByRole('table', { name: 'Recent Users' }), 'Unknown')).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Chatbot Inquiries' })).getByRole('listitem', { name: 'Anand' })).toHaveTextContent('dealer-42');
    expect(within(await screen.findByRole('list', { name: 'Quote Requests' })).getByRole('listitem', { name: 'Suresh Gowda' })).toHaveTextContent(
      'Cement: 200 Bags',
    );
  });

  it('keeps the leads in place while a failed dashboard is loaded again with Retry', async () => {
    const failing = ['/admin/dashboard'];
    const { user } = asAdmin('dashboard', failing);
    expect(await screen.findByText('Could not load the dashboard.')).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Chatbot Inquiries' })).getByRole('listitem', { name: 'Anand' })).toBeInTheDocument();
    failing.length = 0;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('list', { name: 'Chatbot Inquiries' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Marketplace totals' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the dashboard.')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Chatbot Inquiries' })).toBeInTheDocument();
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

  describe('seller approval', () => {
    const pendingList = () => screen.findByRole('region', { name: 'Pending approval' });

    it('lists the sellers waiting for approval with their details, and approves one: every list loads again', async () => {
      const { user } = asAdmin('sellers');
      const pending = await pendingList();
      await waitFor(() =>
        expect(
          within(pending)
            .getAllByRole('article')
            .map((card) => within(card).getByRole('heading').textContent),
        ).toEqual(['Chennai Build Mart', 'Chamundi Cement Depot']),
      );
      expect(within(pending).getByText('2 waiting')).toBeInTheDocument();
      const chennai = within(pending).getByRole('article', { name: 'Chennai Build Mart' });
      expect(
        within(chennai)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual(['chennai.build.mart@example.com', '+919845012304', 'Chennai', '4 Oct 2026']);
      expect(
        within(within(pending).getByRole('article', { name: 'Chamundi Cement Depot' })).getByText('45 Tumkur Road, Yeshwanthpur, Bangalore'),
      ).toBeInTheDocument();

      const table = screen.getByRole('table', { name: 'Sellers' });
      expect(within(table).getByRole('columnheader', { name: 'Approval' })).toBeInTheDocument();
      expect(rowOf(table, /Chennai Build Mart/)).toHaveTextContent('Pending');
      expect(rowOf(table, /Sri Balaji Traders/)).toHaveTextContent('Approved');
      expect(rowOf(table, /Kovai Steel Centre/)).toHaveTextContent('RejectedReason: The GST certificate is for another business.');

      await user.click(within(chennai).getByRole('button', { name: 'Approve Chennai Build Mart' }));
      const notice = await screen.findByText('Chennai Build Mart is approved: buyers now see its listings.');
      expect(notice.closest('[role="status"]')).not.toBeNull();
      await waitFor(() => expect(document.activeElement).toContainElement(notice));
      await waitFor(() => expect(within(pending).queryByRole('article', { name: 'Chennai Build Mart' })).not.toBeInTheDocument());
      expect(within(pending).getByText('1 waiting')).toBeInTheDocument();
      await waitFor(() => expect(rowOf(screen.getByRole('table', { name: 'Sellers' }), /Chennai Build Mart/)).toHaveTextContent('Approved'));
    });

    it('rejects a seller only with a reason, of at most 500 characters; Cancel leaves it pending', async () => {
      const { user } = asAdmin('sellers');
      const pending = await pendingList();
      const chamundi = await within(pending).findByRole('article', { name: 'Chamundi Cement Depot' });
      await user.click(within(chamundi).getByRole('button', { name: 'Reject Chamundi Cement Depot' }));
      let dialog = await screen.findByRole('dialog', { name: 'Reject Chamundi Cement Depot?' });
      const reason = within(dialog).getByRole('textbox', { name: /Reason for the rejection/ });
      expect(reason).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Reject seller' }));
      expect(reason).toHaveAccessibleDescription(/Please give the reason for the rejection/);
      expect(reason).toHaveAttribute('aria-invalid', 'true');
      await user.type(reason, '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Reject seller' }));
      expect(reason).toHaveAccessibleDescription(/Please give the reason for the rejection/);
      await user.click(reason);
      await user.paste('x'.repeat(501));
      await user.click(within(dialog).getByRole('button', { name: 'Reject seller' }));
      expect(reason).toHaveAccessibleDescription(/The reason can be at most 500 characters/);

      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(within(pending).getByRole('article', { name: 'Chamundi Cement Depot' })).toBeInTheDocument();
      expect(rowOf(screen.getByRole('table', { name: 'Sellers' }), /Chamundi Cement Depot/)).toHaveTextContent('Pending');

      await user.click(within(chamundi).getByRole('button', { name: 'Reject Chamundi Cement Depot' }));
      dialog = await screen.findByRole('dialog', { name: 'Reject Chamundi Cement Depot?' });
      expect(within(dialog).getByRole('textbox', { name: /Reason for the rejection/ })).toHaveValue('');
      await user.type(within(dialog).getByRole('textbox', { name: /Reason for the rejection/ }), '  No trade licence was sent. ');
      await user.click(within(dialog).getByRole('button', { name: 'Reject seller' }));
      expect(await screen.findByText('Chamundi Cement Depot is rejected.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(within(pending).queryByRole('article', { name: 'Chamundi Cement Depot' })).not.toBeInTheDocument());
      await waitFor(() =>
        expect(rowOf(screen.getByRole('table', { name: 'Sellers' }), /Chamundi Cement Depot/)).toHaveTextContent('RejectedReason: No trade licence was sent.'),
      );
    });

    it('approves a rejected seller, and rejects an approved one, from the table', async () => {
      const { user } = asAdmin('sellers');
      const table = await screen.findByRole('table', { name: 'Sellers' });
      expect(within(rowOf(table, /Kovai Steel Centre/)).queryByRole('button', { name: 'Reject Kovai Steel Centre' })).not.toBeInTheDocument();
      await user.click(within(rowOf(table, /Kovai Steel Centre/)).getByRole('button', { name: 'Approve Kovai Steel Centre' }));
      await waitFor(() => expect(rowOf(screen.getByRole('table', { name: 'Sellers' }), /Kovai Steel Centre/)).toHaveTextContent('Approved'));
      expect(rowOf(screen.getByRole('table', { name: 'Sellers' }), /Kovai Steel Centre/)).not.toHaveTextContent('Reason:');

      const balaji = rowOf(screen.getByRole('table', { name: 'Sellers' }), /Sri Balaji Traders/);
      expect(within(balaji).queryByRole('button', { name: 'Approve Sri Balaji Traders' })).not.toBeInTheDocument();
      await user.click(within(balaji).getByRole('button', { name: 'Reject Sri Balaji Traders' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reject Sri Balaji Traders?' });
      await user.type(within(dialog).getByRole('textbox', { name: /Reason for the rejection/ }), 'Listings copied from another seller.');
      await user.click(within(dialog).getByRole('button', { name: 'Reject seller' }));
      await waitFor(() => expect(rowOf(screen.getByRole('table', { name: 'Sellers' }), /Sri Balaji Traders/)).toHaveTextContent('Rejected'));
    });

    it('says so when no seller is waiting, and when an approval fails', async () => {
      const failing = ['/admin/sellers/1/approve'];
      restore = installFakeApi({
        admin: { ...DEMO_ADMIN_DATA, sellers: [sampleAdminSeller(1, 'Sri Balaji Traders', true, 'rejected', 'No licence')] },
        failing,
      });
      signInAdmin('admin-token');
      refreshAdmin();
      const user = userEvent.setup();
      render(<AdminDashboard initialTab="sellers" />);
      const pending = await pendingList();
      expect(await within(pending).findByText('No sellers are waiting for approval.')).toBeInTheDocument();
      await user.click(within(await screen.findByRole('table', { name: 'Sellers' })).getByRole('button', { name: 'Approve Sri Balaji Traders' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
      expect(rowOf(screen.getByRole('table', { name: 'Sellers' }), /Sri Balaji Traders/)).toHaveTextContent('Rejected');
    });
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
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Default products' })).queryByRole('rowheader', { name: 'AAC Block 600x200x150' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('links the Blog tab to the post editor', async () => {
    asAdmin('blog');
    expect(await screen.findByRole('link', { name: 'Create Blog Post' })).toHaveAttribute('href', '/admin/blog/new');
    expect(screen.getByText(/Only admins can create blog posts/)).toBeInTheDocument();
  });
});

describe('<AdminDashboard> real-estate review', () => {
  it('rejects a submission only with a reason, shown back in the table, then verifies it', async () => {
    restore = installFakeApi({ admin: DEMO_ADMIN_DATA, content: DEMO_CONTENT });
    signInAdmin('admin-token');
    refreshAdmin();
    const user = userEvent.setup();
    render(<AdminDashboard />);
    const table = await screen.findByRole('table', { name: 'Real-estate Submissions' });
    const row = () => rowOf(screen.getByRole('table', { name: 'Real-estate Submissions' }), 'Green Meadows Phase 2');
    expect(row()).toHaveTextContent('Pending Verification');
    expect(within(table).getByRole('button', { name: 'Verify Green Meadows Phase 2' })).toBeInTheDocument();

    await user.click(within(row()).getByRole('button', { name: 'Reject Green Meadows Phase 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Green Meadows Phase 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(within(dialog).getByText('Please give the reason for rejecting this listing.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The site number is not in the approved layout.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(await screen.findByText('Green Meadows Phase 2 is rejected.')).toBeInTheDocument();
    await waitFor(() => expect(row()).toHaveTextContent('Rejected Reason: The site number is not in the approved layout.'));
    expect(within(row()).queryByRole('button', { name: /Reject/ })).not.toBeInTheDocument();

    await user.click(within(row()).getByRole('button', { name: 'Verify Green Meadows Phase 2' }));
    expect(await screen.findByText('Green Meadows Phase 2 is verified: it is on the public listings page.')).toBeInTheDocument();
    await waitFor(() => expect(row()).toHaveTextContent('Verified'));
    expect(row()).not.toHaveTextContent('Reason:');
  });
});

describe('<AdminDashboard> blog', () => {
  const cardOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

  it('edits a post in place, unpublishes one, and deletes one only after the confirmation', async () => {
    const { user } = asAdmin('blog');
    const posts = await screen.findByRole('list', { name: 'Blog posts' });
    expect(
      within(posts)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toHaveLength(3);
    const tmt = 'How to check TMT bars on site before you accept the delivery';
    const tmtTitle = within(posts)
      .getAllByRole('heading')
      .find((heading) => heading.textContent?.startsWith('How to check TMT'))!.textContent!;

    await user.click(within(cardOf(tmtTitle)).getByRole('button', { name: `Edit ${tmtTitle}` }));
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue(tmtTitle);
    await user.clear(title);
    await user.type(title, tmt);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(`Saved "${tmt}".`)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: tmt })).toBeInTheDocument();

    await user.click(within(cardOf(tmt)).getByRole('button', { name: `Unpublish ${tmt}` }));
    expect(await screen.findByText(`Unpublished "${tmt}": it is a draft again.`)).toBeInTheDocument();
    await waitFor(() => expect(within(cardOf(tmt)).getByText('Draft')).toBeInTheDocument());
    expect(within(cardOf(tmt)).queryByRole('link', { name: /View/ })).not.toBeInTheDocument();

    await user.click(within(cardOf(tmt)).getByRole('button', { name: `Delete ${tmt}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete "${tmt}"?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: tmt })).toBeInTheDocument();
    await user.click(within(cardOf(tmt)).getByRole('button', { name: `Delete ${tmt}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Deleted "${tmt}".`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: tmt })).not.toBeInTheDocument());
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

describe('<AdminDashboard> partners', () => {
  it("shows each partner's sign-ups, orders and leads, and exports them as CSV", async () => {
    restore = installFakeApi({ admin: DEMO_ADMIN_DATA });
    signInAdmin('admin-token');
    refreshAdmin();
    // jsdom has no object URLs: these record the file Export CSV saves.
    const saved: string[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob.text().then((text) => saved.push(text));
      return 'blob:partners';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const user = userEvent.setup();
    render(<AdminDashboard initialTab="partners" />);

    const partners = await screen.findByRole('list', { name: 'Partners' });
    const cards = within(partners).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['dealer-42', 'chennai-builders-blog']);
    const dealer = cards[0]!;
    expect(within(dealer).getByText('Sign-ups').nextElementSibling).toHaveTextContent('12');
    expect(within(dealer).getByText('Order value').nextElementSibling).toHaveTextContent('₹1,84,250.50');
    expect(within(dealer).getByText('Chatbot inquiries').nextElementSibling).toHaveTextContent('9');
    expect(within(dealer).getByText(/Last active/)).toHaveTextContent('Last active 20 Nov 2026');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.split('\r\n')[0]).toBe('partner_id,sign_ups,orders,order_value,chatbot_inquiries,quote_requests,real_estate_submissions,last_activity');
    expect(saved[0]).toContain('dealer-42,12,5,184250.5,9,4,0,');
  });

  it('explains how partners get there when none has brought anything', async () => {
    restore = installFakeApi({ admin: { ...DEMO_ADMIN_DATA, partners: [] } });
    signInAdmin('admin-token');
    refreshAdmin();
    render(<AdminDashboard initialTab="partners" />);
    expect(await screen.findByText('No partner has brought a lead, sign-up or order yet')).toBeInTheDocument();
    expect(screen.getByText(/partner-id attribute/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it("edits a category's HSN code and GST rate; a subcategory shows what it takes from its parent", async () => {
    asAdmin('tax-rates');
    const user = userEvent.setup();
    const categories = await screen.findByRole('list', { name: 'Categories' });
    const cement = within(within(categories).getByRole('form', { name: 'Cement' }));
    expect(cement.getByRole('textbox', { name: 'HSN code' })).toHaveValue('2523');
    expect(cement.getByRole('combobox', { name: 'GST rate' })).toHaveValue('18');
    expect(within(categories).getByText('From Cement: HSN 2523, 18%')).toBeInTheDocument();
    expect(
      within(within(categories).getByRole('form', { name: 'Bricks' })).getByText('No HSN code or GST rate yet: its orders get no tax invoice.'),
    ).toBeInTheDocument();

    const hsn = cement.getByRole('textbox', { name: 'HSN code' });
    await user.clear(hsn);
    await user.type(hsn, '25231');
    await user.click(cement.getByRole('button', { name: 'Save Cement' }));
    expect(hsn).toHaveAccessibleDescription('An HSN code has 4, 6 or 8 digits');
    await user.clear(hsn);
    await user.type(hsn, '25232910');
    await user.selectOptions(cement.getByRole('combobox', { name: 'GST rate' }), '28');
    await user.click(cement.getByRole('button', { name: 'Save Cement' }));
    expect(await cement.findByText('Saved the tax data of Cement.')).toBeInTheDocument();
    // The subcategory now takes the new values.
    expect(await within(categories).findByText('From Cement: HSN 25232910, 28%')).toBeInTheDocument();
  });
});
