import { logout } from '@nirmaan/core';
import { NavigateContext } from '@nirmaan/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { AdminSignIn } from './AdminSignIn.tsx';
import { createFakeAccountApi, FAKE_ACCOUNTS } from './testing/fakeAccountApi.ts';

afterEach(() => {
  logout('admin');
  localStorage.clear();
});

describe('<AdminSignIn> in Tamil', () => {
  it('asks for the e-mail and password in Tamil, and signs the admin in', async () => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(
      <LangContext value="ta">
        <NavigateContext value={navigate}>
          <AdminSignIn api={createFakeAccountApi()} />
        </NavigateContext>
      </LangContext>,
    );
    const heading = await screen.findByRole('heading', { name: 'நிர்வாகி உள்நுழைவு' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'ta');
    await user.click(screen.getByRole('button', { name: 'உள்நுழை' }));
    expect(screen.getByRole('textbox', { name: /மின்னஞ்சல்/ })).toHaveAccessibleDescription(/உங்கள் மின்னஞ்சலை உள்ளிடவும்/);
    expect(screen.getByText('உங்கள் கடவுச்சொல்லை உள்ளிடவும்')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /மின்னஞ்சல்/ }), FAKE_ACCOUNTS.admin.email);
    await user.type(screen.getByLabelText(/கடவுச்சொல்/), FAKE_ACCOUNTS.admin.password);
    await user.click(screen.getByRole('button', { name: 'உள்நுழை' }));
    expect(navigate).toHaveBeenCalledWith('/admin/dashboard', { replace: true });
  });
});
