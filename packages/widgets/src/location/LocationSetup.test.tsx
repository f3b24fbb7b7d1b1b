import { $buyer, logout, signInBuyer } from '@nirmaan/core';
import { NavigateContext } from '@nirmaan/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { installFakeApi } from '../testing/fakeApi.ts';
import { signInInTheBox } from '../testing/signInInTheBox.ts';
import { LocationSetup } from './LocationSetup.tsx';

let restore: () => void = () => {};
afterEach(() => {
  cleanup();
  logout();
  restore();
  vi.unstubAllGlobals();
});

function setup(hasLocation: boolean) {
  restore = installFakeApi({ hasLocation });
  signInBuyer(`t-${Math.random()}`);
  const navigate = vi.fn();
  render(
    <NavigateContext value={navigate}>
      <LocationSetup />
    </NavigateContext>,
  );
  return { navigate, user: userEvent.setup() };
}

describe('<LocationSetup>', () => {
  it('starts from the saved location', async () => {
    setup(true);
    expect(await screen.findByRole('spinbutton', { name: 'Latitude' })).toHaveValue(12.9716);
    expect(screen.getByRole('spinbutton', { name: 'Longitude' })).toHaveValue(77.5946);
  });

  it('keeps Save disabled until both numbers are typed, then saves and goes to /profile', async () => {
    const { navigate, user } = setup(false);
    const save = await screen.findByRole('button', { name: 'Save Location' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('spinbutton', { name: 'Latitude' }), '13.0827');
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('spinbutton', { name: 'Longitude' }), '80.2707');
    expect(screen.getByText('Location selected: 13.082700, 80.270700')).toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/profile'));
    expect($buyer.get()?.latitude).toBe(13.0827);
  });

  it('explains when the browser cannot locate the buyer', async () => {
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition: (_ok: unknown, fail: () => void) => fail() } });
    const { user } = setup(false);
    await user.click(await screen.findByRole('button', { name: 'Use Current Location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to get your current location. Please enter coordinates manually.');
  });

  it("asks a visitor to log in ('Please log in to set your location') inside the widget, then shows the form", async () => {
    restore = installFakeApi();
    const user = userEvent.setup();
    render(<LocationSetup />);
    expect(screen.getByRole('heading', { name: 'Please log in to set your location' })).toBeInTheDocument();
    await signInInTheBox(user);
    expect(await screen.findByRole('spinbutton', { name: 'Latitude' })).toHaveValue(12.9716);
  });

  it('links Skip for Now to /profile', async () => {
    setup(false);
    expect(await screen.findByRole('link', { name: 'Skip for Now' })).toHaveAttribute('href', '/profile');
  });
});

describe('<LocationSetup> in Tamil', () => {
  it('speaks Tamil under lang="ta": title, boxes, the delivery charge and Save, and the map picker', async () => {
    restore = installFakeApi({ hasLocation: false });
    signInBuyer(`t-${Math.random()}`);
    render(
      <NavigateContext value={vi.fn()}>
        <LangContext value="ta">
          <LocationSetup />
        </LangContext>
      </NavigateContext>,
    );
    const page = await screen.findByRole('region', { name: 'உங்கள் இருப்பிடத்தை அமையுங்கள்' });
    expect(page).toHaveAttribute('lang', 'ta');
    expect(screen.getByRole('spinbutton', { name: 'அட்சரேகை' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'இருப்பிடத்தைச் சேமி' })).toBeDisabled();
    expect(page).toHaveTextContent('அடிப்படை ₹250 + ஒவ்வொரு km க்கும் ₹25');
    const map = await screen.findByRole('application', { name: 'வரைபடம்' });
    expect(map.closest('[lang]')).toHaveAttribute('lang', 'ta');
    expect(map).toHaveAccessibleDescription('வரைபடத்தில் தட்டுங்கள் அல்லது குறியை இழுத்து உங்கள் டெலிவரி இருப்பிடத்தைத் தேர்ந்தெடுங்கள்');
  });
});
