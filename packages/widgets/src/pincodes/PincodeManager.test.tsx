import { logout, signInAdmin } from '@nirmaan/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { DEMO_ADMIN_DATA } from '../testing/asAdmin.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import type { FakeAdminOptions } from '../testing/fakeAdmin.ts';
import { PincodeManager } from './PincodeManager.tsx';

let restore = () => {};
afterEach(() => {
  logout('admin');
  restore();
});

function asAdmin(admin: FakeAdminOptions = DEMO_ADMIN_DATA, failing: string[] = []) {
  restore = installFakeApi({ admin, failing });
  signInAdmin('admin-token');
  const user = userEvent.setup();
  render(<PincodeManager />);
  return { user };
}

/** Makes the calls `matches` picks fail as a lost connection would (no answer, so no server detail). */
function loseConnectionFor(matches: (method: string, path: string) => boolean) {
  const answer = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    if (matches(request.method, new URL(request.url).pathname.replace(/^.*\/api\/v1/, ''))) throw new TypeError('Failed to fetch');
    return answer(request);
  };
}

const table = () => screen.getByRole('table', { name: 'Pincodes' });
const pincodesShown = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const rowOf = (pincode: string) => within(table()).getByRole('rowheader', { name: pincode }).closest('tr') as HTMLElement;

async function loaded() {
  await screen.findByRole('table', { name: 'Pincodes' });
  await waitFor(() => expect(within(table()).getAllByRole('rowheader').length).toBeGreaterThan(0));
}

describe('<PincodeManager>', () => {
  it('asks anyone who is not a signed-in admin to sign in as one', () => {
    render(<PincodeManager />);
    expect(screen.getByRole('heading', { name: 'Please sign in as an admin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin sign in' })).toHaveAttribute('href', '/admin/login');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows 10 pincodes a page with Previous and Next, and the columns of the spec', async () => {
    const { user } = asAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Pincode Management' })).toBeInTheDocument();
    await loaded();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Pincode', 'City', 'Area', 'State', 'Status', 'Actions']);
    expect(pincodesShown()).toHaveLength(10);
    expect(screen.getByText('Showing 1–10 of 12')).toBeInTheDocument();
    expect(rowOf('560034')).toHaveTextContent('BangaloreKoramangalaKarnataka');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11–12 of 12')).toBeInTheDocument();
    expect(pincodesShown()).toEqual(['641004', '641012']);
    expect(rowOf('641012')).toHaveTextContent('Coimbatore—Tamil Nadu');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1–10 of 12')).toBeInTheDocument();
  });

  it('searches after typing pauses and filters by city, back to the first page each time', async () => {
    const { user } = asAdmin();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11–12 of 12');

    await user.type(screen.getByRole('searchbox', { name: /Search pincodes/ }), 'kora');
    await waitFor(() => expect(pincodesShown()).toEqual(['560034']));
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: /Search pincodes/ }));
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All cities', 'Bangalore', 'Chennai', 'Coimbatore']);
    await user.selectOptions(city, 'Chennai');
    await waitFor(() => expect(pincodesShown()).toEqual(['600017', '600020', '600040', '600042']));
    expect(screen.getByText('Showing 1–4 of 4')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: /Search pincodes/ }), 'koramangala');
    expect(await screen.findByText('No pincodes match this search.')).toBeInTheDocument();
  });

  it("adds a pincode after the dialog's messages; the area is not enforced", async () => {
    const { user } = asAdmin();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add Pincode' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Pincode' }));
    const state = dialog.getByRole('combobox', { name: /State/ });
    expect(state).toHaveValue('Karnataka');
    const states = within(state)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect([states[0], states.at(-1)]).toEqual(['Karnataka', 'Arunachal Pradesh']);

    await user.click(dialog.getByRole('button', { name: 'Add Pincode' }));
    expect(dialog.getByText('Enter a valid 6-digit pincode')).toBeInTheDocument();
    expect(dialog.getByText('Please fill in all required fields')).toBeInTheDocument();

    const pincode = dialog.getByRole('textbox', { name: /Pincode/ });
    await user.type(pincode, '56-00');
    expect(pincode).toHaveValue('5600');
    expect(dialog.queryByText('Enter a valid 6-digit pincode')).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByRole('combobox', { name: /City/ }), 'Bangalore');
    expect(dialog.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add Pincode' }));
    expect(dialog.getByText('Enter a valid 6-digit pincode')).toBeInTheDocument();

    await user.type(pincode, '99');
    expect(dialog.getByRole('textbox', { name: /Area/ })).toHaveValue('');
    await user.click(dialog.getByRole('button', { name: 'Add Pincode' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Added 560099 (Bangalore)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Showing 1–10 of 13')).toBeInTheDocument());
    expect(rowOf('560099')).toHaveTextContent('Bangalore—KarnatakaActive');
  });

  it('picks the state of the city chosen, and keeps the dialog open with the reason when the pincode exists', async () => {
    const { user } = asAdmin();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add Pincode' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Pincode' }));
    await user.type(dialog.getByRole('textbox', { name: /Pincode/ }), '600017');
    await user.selectOptions(dialog.getByRole('combobox', { name: /City/ }), 'Chennai');
    expect(dialog.getByRole('combobox', { name: /State/ })).toHaveValue('Tamil Nadu');
    await user.type(dialog.getByRole('textbox', { name: /Area/ }), 'T Nagar');
    await user.click(dialog.getByRole('button', { name: 'Add Pincode' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Pincode 600017 already exists');
    expect(screen.getByRole('dialog', { name: 'Add Pincode' })).toBeInTheDocument();
  });

  it("says 'Failed to save pincode' when the save gets no answer", async () => {
    const { user } = asAdmin();
    await loaded();
    loseConnectionFor((method, path) => method === 'POST' && path === '/pincodes/');
    await user.click(screen.getByRole('button', { name: 'Add Pincode' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Pincode' }));
    await user.type(dialog.getByRole('textbox', { name: /Pincode/ }), '560099');
    await user.selectOptions(dialog.getByRole('combobox', { name: /City/ }), 'Bangalore');
    await user.click(dialog.getByRole('button', { name: 'Add Pincode' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to save pincode');
  });

  it('edits a pincode: the pincode itself is read-only', async () => {
    const { user } = asAdmin();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Edit 560004' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Pincode 560004' }));
    expect(dialog.getByRole('textbox', { name: /Pincode/ })).toHaveAttribute('readonly');
    expect(dialog.getByRole('combobox', { name: /City/ })).toHaveValue('Bangalore');
    const area = dialog.getByRole('textbox', { name: /Area/ });
    expect(area).toHaveValue('Basavanagudi');
    await user.clear(area);
    await user.type(area, 'Basavanagudi East');
    await user.click(dialog.getByRole('checkbox', { name: /Active/ }));
    await user.click(dialog.getByRole('button', { name: 'Update Pincode' }));
    expect(await screen.findByText('Saved 560004')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('560004')).toHaveTextContent('Basavanagudi EastKarnatakaInactive'));
  });

  it('switches a pincode off and on again by its status badge', async () => {
    const { user } = asAdmin();
    await loaded();
    const badge = within(rowOf('560001')).getByRole('button', { name: 'Active: Deactivate 560001' });
    await user.click(badge);
    expect(await within(table()).findByRole('button', { name: 'Inactive: Activate 560001' })).toBe(badge);
    expect(screen.getByRole('status')).toHaveTextContent('560001 is now inactive');
    await user.click(badge);
    expect(await within(table()).findByRole('button', { name: 'Active: Deactivate 560001' })).toHaveFocus();
    // The whole list agrees after a reload.
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Bangalore');
    await waitFor(() => expect(pincodesShown()).toHaveLength(5));
    expect(within(rowOf('560066')).getByRole('button', { name: 'Inactive: Activate 560066' })).toBeInTheDocument();
    expect(within(rowOf('560001')).getByRole('button', { name: 'Active: Deactivate 560001' })).toBeInTheDocument();
  });

  it("says 'Failed to update status' when the badge's change fails", async () => {
    const { user } = asAdmin(DEMO_ADMIN_DATA, ['/pincodes/5']);
    await loaded();
    await user.click(within(rowOf('560001')).getByRole('button', { name: 'Active: Deactivate 560001' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update status');
    expect(within(rowOf('560001')).getByRole('button', { name: 'Active: Deactivate 560001' })).toBeInTheDocument();
  });

  it('deletes a pincode after confirmation; Cancel keeps it', async () => {
    const { user } = asAdmin();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete 600020' }));
    let confirm = within(await screen.findByRole('dialog', { name: 'Delete pincode 600020?' }));
    expect(confirm.getByText(/Adyar, Chennai/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('600020')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete 600020' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Delete pincode 600020?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Pincode 600020 deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Showing 1–10 of 11')).toBeInTheDocument());
    expect(pincodesShown()).not.toContain('600020');
  });

  it("keeps the confirmation open with 'Failed to delete pincode' when deleting fails", async () => {
    const { user } = asAdmin(DEMO_ADMIN_DATA, ['/pincodes/6']);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete 600020' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete pincode 600020?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent('Failed to delete pincode');
  });

  it('moves back a page when deleting empties the last one', async () => {
    const { user } = asAdmin({ ...DEMO_ADMIN_DATA, pincodes: DEMO_ADMIN_DATA.pincodes?.slice(0, 11) });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11–11 of 11');
    await user.click(screen.getByRole('button', { name: 'Delete 641004' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete pincode 641004?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Showing 1–10 of 10')).toBeInTheDocument();
  });

  it('seeds the standard pincodes into an empty list, then says they are all present', async () => {
    const { user } = asAdmin({});
    expect(await screen.findByText('No pincodes yet. Add one, or seed the standard delivery areas.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seed Pincodes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added 2 pincodes');
    await waitFor(() => expect(pincodesShown()).toEqual(['560001', '560034']));
    await user.click(screen.getByRole('button', { name: 'Seed Pincodes' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All standard pincodes are already present'));
  });

  it("says 'Failed to seed pincodes' when seeding gets no answer", async () => {
    const { user } = asAdmin();
    await loaded();
    loseConnectionFor((method, path) => method === 'POST' && path === '/pincodes/seed');
    await user.click(screen.getByRole('button', { name: 'Seed Pincodes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to seed pincodes');
  });

  it('offers Retry when the list cannot be loaded', async () => {
    const { user } = asAdmin(DEMO_ADMIN_DATA, ['/pincodes/']);
    expect(await screen.findByText('Could not load the pincodes.')).toBeInTheDocument();
    restore();
    restore = installFakeApi({ admin: DEMO_ADMIN_DATA });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await loaded();
    expect(screen.getByText('Showing 1–10 of 12')).toBeInTheDocument();
  });

  it('speaks Tamil on a Tamil page: the table, the badge, the notices and the dialog', async () => {
    restore = installFakeApi({ admin: DEMO_ADMIN_DATA });
    signInAdmin('admin-token');
    const user = userEvent.setup();
    render(
      <LangContext value="ta">
        <PincodeManager />
      </LangContext>,
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'பின்கோடு மேலாண்மை' });
    expect(title.closest('section')).toHaveAttribute('lang', 'ta');
    const tamilTable = await screen.findByRole('table', { name: 'பின்கோடுகள்' });
    await waitFor(() => expect(within(tamilTable).getAllByRole('rowheader')).toHaveLength(10));
    expect(
      within(tamilTable)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['பின்கோடு', 'நகரம்', 'பகுதி', 'மாநிலம்', 'நிலை', 'செயல்கள்']);
    expect(screen.getByText('மொத்தம் 12-இல் 1–10 காட்டப்படுகின்றன')).toBeInTheDocument();

    await user.click(within(tamilTable).getByRole('button', { name: 'செயலில்: 560034 நிறுத்து' }));
    expect(await screen.findByText('560034 இப்போது நிறுத்தப்பட்டது: வாங்குபவர்கள் இனி அங்கே டெலிவரிக்கு ஆர்டர் செய்ய முடியாது.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'பின்கோடு சேர்' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'பின்கோடு சேர்' }));
    await user.click(dialog.getByRole('button', { name: 'பின்கோடு சேர்' }));
    expect(dialog.getByText('சரியான 6 இலக்கப் பின்கோடை உள்ளிடவும்')).toBeInTheDocument();
    expect(dialog.getByText('தேவையான எல்லாப் புலங்களையும் நிரப்பவும்')).toBeInTheDocument();
  });
});
