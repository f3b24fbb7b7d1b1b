import { ADMIN_LEAD_NOTE_MAX, logout, signInAdmin } from '@nirmaan/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_DATA } from '../testing/asAdmin.ts';
import type { FakeAdminOptions } from '../testing/fakeAdmin.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { LeadsSection } from './LeadsSection.tsx';

let restore = () => {};
afterEach(() => {
  logout('admin');
  restore();
});

/** The leads as the demo admin sees them; calls under a path in `failing` answer 500 while it lists them. */
function showLeads(failing: string[] = [], admin: FakeAdminOptions = DEMO_ADMIN_DATA) {
  restore = installFakeApi({ admin, failing });
  signInAdmin('admin-token');
  const user = userEvent.setup();
  render(<LeadsSection />);
  return { user };
}

const leadCard = async (list: string, name: string) => within(await screen.findByRole('list', { name: list })).getByRole('listitem', { name });

describe('<LeadsSection>', () => {
  it("shows each lead's status and changes it in place, saying so", async () => {
    const { user } = showLeads();
    const anand = await leadCard('Chatbot Inquiries', 'Anand');
    const status = within(anand).getByRole('combobox', { name: 'Status of Anand' });
    expect(status).toHaveValue('new');
    await user.selectOptions(status, 'contacted');
    expect(status).toHaveValue('contacted');
    expect(await within(anand).findByText('Anand is now Contacted.')).toHaveAttribute('role', 'status');
    expect(within(await leadCard('Quote Requests', 'Suresh Gowda')).getByRole('combobox', { name: 'Status of Suresh Gowda' })).toHaveValue('quoted');
  });

  it('puts the status back and says why when it could not be saved', async () => {
    const { user } = showLeads(['/admin/chatbot-inquiries/31/status']);
    const anand = await leadCard('Chatbot Inquiries', 'Anand');
    const status = within(anand).getByRole('combobox', { name: 'Status of Anand' });
    await user.selectOptions(status, 'won');
    expect(await within(anand).findByRole('alert')).toHaveTextContent('Could not change the status of Anand');
    expect(status).toHaveValue('new');
  });

  it('shows the notes with author and date behind a Notes button, and adds one', async () => {
    const { user } = showLeads();
    const suresh = await leadCard('Quote Requests', 'Suresh Gowda');
    const toggle = within(suresh).getByRole('button', { name: 'Notes (2): Suresh Gowda' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const notes = within(suresh).getByRole('list', { name: 'Notes on Suresh Gowda' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((note) => note.textContent),
    ).toEqual([
      expect.stringMatching(/^Called back: needs the bags before the slab on the 28th\.Asha Rao, /),
      expect.stringMatching(/^Sent ₹400 a bag with delivery from Sri Balaji Traders\.Vikram Shetty, /),
    ]);
    expect(within(notes).getAllByRole('listitem')[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-19T14:05:00Z');

    await user.type(within(suresh).getByRole('textbox', { name: /New note/ }), '  Confirmed for Monday.  ');
    await user.click(within(suresh).getByRole('button', { name: 'Add note' }));
    expect(await within(suresh).findByText('Note added.')).toBeInTheDocument();
    expect(within(notes).getAllByRole('listitem')).toHaveLength(3);
    expect(within(notes).getAllByRole('listitem')[2]).toHaveTextContent(/^Confirmed for Monday\.Asha Rao, /);
    expect(within(suresh).getByRole('textbox', { name: /New note/ })).toHaveValue('');
    expect(within(suresh).getByRole('button', { name: 'Notes (3): Suresh Gowda' })).toBeInTheDocument();
  });

  it('refuses a blank or too long note before sending it, and keeps the text when the server fails', async () => {
    const failing = ['/admin/chatbot-inquiries/31/notes'];
    const { user } = showLeads(failing);
    const anand = await leadCard('Chatbot Inquiries', 'Anand');
    await user.click(within(anand).getByRole('button', { name: 'Notes: Anand' }));
    expect(within(anand).getByText('No notes yet.')).toBeInTheDocument();
    const box = within(anand).getByRole('textbox', { name: /New note/ });
    await user.click(within(anand).getByRole('button', { name: 'Add note' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Write the note first'));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(box);
    await user.paste('x'.repeat(ADMIN_LEAD_NOTE_MAX + 1));
    await user.click(within(anand).getByRole('button', { name: 'Add note' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining(`at most ${ADMIN_LEAD_NOTE_MAX} characters`));
    await user.clear(box);
    await user.type(box, 'Rang twice');
    await user.click(within(anand).getByRole('button', { name: 'Add note' }));
    expect(await within(anand).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(box).toHaveValue('Rang twice');
  });

  it('filters each list by status, and says when none is in that status', async () => {
    const { user } = showLeads();
    const inquiries = await screen.findByRole('list', { name: 'Chatbot Inquiries' });
    expect(within(inquiries).getAllByRole('listitem', { name: /./ }).length).toBe(2);
    const filter = screen.getByRole('combobox', { name: 'Show chatbot inquiries' });
    await user.selectOptions(filter, 'spam');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Chatbot Inquiries' })).queryByRole('listitem', { name: 'Anand' })).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Chatbot Inquiries' })).getByRole('listitem', { name: 'Free Offers Bot' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show quote requests' }), 'won');
    expect(await screen.findByRole('heading', { name: 'No leads are Won.' })).toBeInTheDocument();
  });

  it('says when there are no leads yet, and offers Retry when a list fails', async () => {
    const failing = ['/admin/quotes'];
    const { user } = showLeads(failing, { ...DEMO_ADMIN_DATA, chatbotInquiries: [] });
    expect(await screen.findByRole('heading', { name: 'No inquiries yet.' })).toBeInTheDocument();
    expect(await screen.findByText('Could not load quote requests.')).toBeInTheDocument();
    failing.length = 0;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await leadCard('Quote Requests', 'Suresh Gowda')).toBeInTheDocument();
  });
});
