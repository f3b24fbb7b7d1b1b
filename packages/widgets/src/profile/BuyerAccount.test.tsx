import { logout, signInBuyer } from '@nirmaan/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
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

  it('lists what the site told the buyer and the price alerts, and removes one', async () => {
    restore = installFakeApi({
      priceAlerts: {
        alerts: [
          {
            id: 7,
            product: { id: 1, name: 'UltraTech OPC 53 Grade Cement', unit: 'Bag' },
            city: 'Bangalore',
            target_price: 400,
            created_at: '2026-11-20T09:00:00Z',
            fired_at: null,
            fired_price: null,
          },
          {
            id: 8,
            product: { id: 4, name: 'JSW Neosteel TMT 12 mm', unit: 'Kg' },
            city: 'Chennai',
            target_price: 70,
            created_at: '2026-11-21T09:00:00Z',
            fired_at: '2026-11-27T06:00:00Z',
            fired_price: 68.5,
          },
        ],
        notifications: [
          {
            id: 3,
            text: 'JSW Neosteel TMT 12 mm is now ₹68.50 per Kg in Chennai, at or below your target of ₹70.',
            link: '/products/4',
            created_at: '2026-11-27T06:00:00Z',
            read_at: null,
          },
        ],
      },
    });
    signInBuyer('t-alerts');
    const user = userEvent.setup();
    render(<BuyerAccount tab="alerts" />);
    expect(await screen.findByText('JSW Neosteel TMT 12 mm is now ₹68.50 per Kg in Chennai, at or below your target of ₹70.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View product' })).toHaveAttribute('href', '/products/4');
    expect(screen.getByText('Bangalore · Watching for ₹400 per Bag or less')).toBeVisible();
    expect(screen.getByText('Chennai · Reached: ₹68.50 per Kg on 27 Nov 2026')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove the alert for UltraTech OPC 53 Grade Cement in Bangalore' }));
    expect(await screen.findByText('Chennai · Reached: ₹68.50 per Kg on 27 Nov 2026')).toBeVisible();
    expect(screen.queryByText('Bangalore · Watching for ₹400 per Bag or less')).toBeNull();
  });

  it('says there are no price alerts yet, and where to set one', async () => {
    restore = installFakeApi();
    signInBuyer('t-no-alerts');
    render(<BuyerAccount tab="alerts" />);
    expect(await screen.findByRole('heading', { name: 'No price alerts yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: "Today's Prices" })).toHaveAttribute('href', '/price-today');
  });

  it('lists the saved BOQs under the profile, or says there are none with a link to the calculator', async () => {
    const saved = {
      id: 3,
      created_at: '2026-11-20T10:00:00Z',
      request: { plot_size: 600, no_of_floors: 2, construction_quality: 'Medium' },
      result: {
        built_up_area: 936,
        total_cost: 1_646_200,
        cement_bags: 410,
        steel_kg: 3100,
        m_sand_cft: 900,
        masonry_unit: 'concrete blocks',
        masonry_quantity: 2300,
      },
    };
    restore = installFakeApi({ savedBoqs: [saved] });
    signInBuyer('t9');
    const user = userEvent.setup();
    render(<BuyerAccount />);
    expect(await screen.findByText(/600 sq ft plot, 2 floors, Medium quality — 936 sq ft built up, ₹16,46,200 \(16\.5 lakh\)/)).toBeInTheDocument();
    // Priced by the suppliers serving the site, from its saved quantities (issue 31).
    await user.click(screen.getByRole('button', { name: /^Get prices for the BOQ of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Get prices from suppliers' });
    expect(within(dialog).getByRole('textbox', { name: 'Quantity of Cement (OPC 43)' })).toHaveValue('410');
    expect(within(dialog).getByRole('textbox', { name: 'Quantity of Concrete blocks' })).toHaveValue('2300');
    cleanup();
    restore();
    restore = installFakeApi();
    render(<BuyerAccount />);
    expect(await screen.findByRole('link', { name: 'Open the BOQ Calculator' })).toHaveAttribute('href', '/boq-calculator');
  });

  describe('self-service (issue 28)', () => {
    it('edits the name and e-mail in a dialog, says a taken e-mail, and shows the new name', async () => {
      restore = installFakeApi();
      signInBuyer('t1');
      const user = userEvent.setup();
      render(<BuyerAccount />);
      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
      expect(within(dialog).getByText('Your phone number is how you sign in: it cannot be changed here.')).toBeInTheDocument();
      const name = within(dialog).getByRole('textbox', { name: /Full name/ });
      expect(name).toHaveValue('Ravi Kumar');
      expect(name).toHaveFocus();
      await user.clear(name);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText('Full name is required')).toBeInTheDocument();
      await user.type(name, 'Ravi Shankar Kumar');
      const email = within(dialog).getByRole('textbox', { name: /Email/ });
      await user.clear(email);
      await user.type(email, 'taken@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Email already registered')).toBeInTheDocument();
      await user.clear(email);
      await user.type(email, 'ravi.k@nirmaan.test');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('heading', { name: 'Ravi Shankar Kumar' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByText('Your profile is saved.')).toBeInTheDocument();
      expect(screen.getByText('ravi.k@nirmaan.test')).toBeInTheDocument();
    });

    it('changes the password with the current one, keeping this session on the new token', async () => {
      restore = installFakeApi();
      signInBuyer('t1');
      const user = userEvent.setup();
      render(<BuyerAccount />);
      await user.click(await screen.findByRole('button', { name: 'Change Password' }));
      const dialog = screen.getByRole('dialog', { name: 'Change Password' });
      await user.type(within(dialog).getByLabelText(/^Current password/), 'wrong-one');
      await user.type(within(dialog).getByLabelText(/^New password/), 'new-secret');
      await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-secreT');
      await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
      expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
      await user.clear(within(dialog).getByLabelText(/^Confirm new password/));
      await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-secret');
      await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
      expect(await within(dialog).findByText('Your current password is not correct')).toBeInTheDocument();
      await user.clear(within(dialog).getByLabelText(/^Current password/));
      await user.type(within(dialog).getByLabelText(/^Current password/), 'demo1234');
      await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText(/Your password is changed/)).toBeInTheDocument();
      expect(localStorage.getItem('access_token')).toBe('fake-buyer-token-after-change');
    });
  });
});

describe('<BuyerAccount> in Hindi', () => {
  it('shows the account in Hindi under lang="hi": tabs, facts with the date in Hindi, orders and price alerts', async () => {
    restore = installFakeApi({
      priceAlerts: {
        alerts: [
          {
            id: 7,
            product: { id: 1, name: 'UltraTech OPC 53 Grade Cement', unit: 'Bag' },
            city: 'Bangalore',
            target_price: 400,
            created_at: '2026-11-20T09:00:00Z',
            fired_at: null,
            fired_price: null,
          },
        ],
        notifications: [],
      },
    });
    signInBuyer('t1');
    const user = userEvent.setup();
    render(
      <LangContext value="hi">
        <BuyerAccount />
      </LangContext>,
    );
    const account = await screen.findByRole('region', { name: 'मेरा खाता' });
    expect(account).toHaveAttribute('lang', 'hi');
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByText('कारोबारी ग्राहक')).toBeInTheDocument();
    expect(screen.getByText('5 जन॰ 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    const dialog = await screen.findByRole('dialog', { name: 'पासवर्ड बदलें' });
    expect(dialog).toHaveAttribute('lang', 'hi');
    await user.click(within(dialog).getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(within(dialog).getByText('अपना मौजूदा पासवर्ड डालें')).toBeInTheDocument();
    expect(within(dialog).getByText('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));

    await user.click(screen.getByRole('tab', { name: 'भाव अलर्ट' }));
    expect(await screen.findByText('Bangalore · ₹400 प्रति Bag या उससे कम का इंतज़ार')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bangalore में UltraTech OPC 53 Grade Cement का अलर्ट हटाएँ' })).toBeInTheDocument();
  });
});
