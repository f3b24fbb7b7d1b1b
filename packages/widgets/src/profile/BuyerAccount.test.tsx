import { logout, signInBuyer } from '@nirmaan/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../testing/fakeApi.ts';
import { signInInTheBox } from '../testing/signInInTheBox.ts';
import { BuyerAccount } from './BuyerAccount.tsx';

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  logout();
  restore();
});

describe('<BuyerAccount>', () => {
  it("asks a visitor to log in ('Please log in to view your profile') inside the widget, then shows the profile", async () => {
    restore = installFakeApi();
    const user = userEvent.setup();
    render(<BuyerAccount />);
    expect(screen.getByRole('heading', { name: 'Please log in to view your profile' })).toBeInTheDocument();
    await signInInTheBox(user);
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
  });

  it('shows the profile with account type, member since and the location to 6 decimals', async () => {
    restore = installFakeApi();
    signInBuyer('t1');
    render(<BuyerAccount />);
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByText('Business Customer')).toBeInTheDocument();
    expect(screen.getByText('5 Jan 2026')).toBeInTheDocument();
    expect(screen.getByText(/12\.971600, 77\.594600/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update' })).toHaveAttribute('href', '/location-setup');
  });

  it("says 'Location not set' and offers Set Location when there is none", async () => {
    restore = installFakeApi({ hasLocation: false });
    signInBuyer('t2');
    render(<BuyerAccount />);
    expect(await screen.findByText(/Location not set/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Set Location' })).toHaveLength(2);
  });

  it('adds an address from the Addresses tab; the first becomes the default', async () => {
    restore = installFakeApi();
    signInBuyer('t3');
    const user = userEvent.setup();
    render(<BuyerAccount tab="addresses" />);
    expect(await screen.findByRole('heading', { name: 'No addresses saved' })).toBeInTheDocument();
    expect(screen.getByText('Add a delivery address to get started')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add New Address' }));
    await user.click(dialog.getByRole('button', { name: 'Save Address' }));
    expect(dialog.getByText('Address line 1 is required')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Address line 1/ }), '12 MG Road');
    await user.type(dialog.getByRole('textbox', { name: /City/ }), 'Bangalore');
    await user.type(dialog.getByRole('textbox', { name: /State/ }), 'Karnataka');
    await user.type(dialog.getByRole('textbox', { name: /Postal code/ }), '560001');
    await user.click(dialog.getByRole('button', { name: 'Save Address' }));

    const cards = within(await screen.findByRole('list', { name: 'Saved addresses' }));
    expect(cards.getByText('Default Address')).toBeInTheDocument();
    expect(cards.getByText('Bangalore, Karnataka 560001')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the saved BOQs under the profile, or says there are none with a link to the calculator', async () => {
    const saved = {
      id: 3,
      created_at: '2026-11-20T10:00:00Z',
      request: { plot_size: 600, no_of_floors: 2, construction_quality: 'Medium' },
      result: { built_up_area: 936, total_cost: 1_646_200 },
    };
    restore = installFakeApi({ savedBoqs: [saved] });
    signInBuyer('t9');
    render(<BuyerAccount />);
    expect(await screen.findByText(/600 sq ft plot, 2 floors, Medium quality — 936 sq ft built up, ₹16,46,200 \(16\.5 lakh\)/)).toBeInTheDocument();
    cleanup();
    restore();
    restore = installFakeApi();
    render(<BuyerAccount />);
    expect(await screen.findByRole('link', { name: 'Open the BOQ Calculator' })).toHaveAttribute('href', '/boq-calculator');
  });
});
