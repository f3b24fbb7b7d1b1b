import type { Address } from '@nirmaan/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressDialog } from './AddressDialog.tsx';

afterEach(cleanup);

const pinned: Address = {
  id: 4,
  address_line1: 'Plot 7, Whitefield Main Road',
  address_line2: null,
  city: 'Bangalore',
  state: 'Karnataka',
  postal_code: '560066',
  country: 'India',
  landmark: null,
  site_contact_name: null,
  site_contact_phone: null,
  delivery_instructions: null,
  latitude: 12.9698,
  longitude: 77.75,
  is_default: true,
};

describe('<AddressDialog> map', () => {
  it("toggles the map with 'Select on Map' / 'Hide Map' and shows the map hint while it is open", async () => {
    const user = userEvent.setup();
    render(<AddressDialog address={null} onClose={vi.fn()} onSaved={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Add New Address' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select on Map' }));
    expect(screen.getByText('Click on the map or drag the marker to select your delivery location')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Map' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide Map' }));
    expect(screen.queryByText('Click on the map or drag the marker to select your delivery location')).not.toBeInTheDocument();
    expect(screen.queryByText(/Location selected/)).not.toBeInTheDocument();
  });

  it("shows 'Location selected: lat, lng' to 6 decimals for an address with a point while the map is hidden", () => {
    render(<AddressDialog address={pinned} onClose={vi.fn()} onSaved={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Edit Address' })).toBeInTheDocument();
    expect(screen.getByText('Location selected: 12.969800, 77.750000')).toBeInTheDocument();
  });
});
