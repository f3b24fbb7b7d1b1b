import { logout } from '@nirmaan/core';
import { presetSiteInfo } from '@nirmaan/core/testing';
import { NavigateContext } from '@nirmaan/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangContext } from '../locale-shared/langContext.ts';
import { PRODUCTION_SITE } from '../testing/fakeSite.ts';
import { PasswordReset } from './PasswordReset.tsx';
import { SignUp } from './SignUp.tsx';
import { createFakeAccountApi } from './testing/fakeAccountApi.ts';

afterEach(() => {
  logout('buyer');
  localStorage.clear();
});

describe('<SignUp> in Tamil', () => {
  it('speaks Tamil under lang="ta": title, role choice, fields, the checks of an empty form and the sign-in link', async () => {
    presetSiteInfo(PRODUCTION_SITE);
    const user = userEvent.setup();
    render(
      <NavigateContext value={vi.fn()}>
        <LangContext value="ta">
          <SignUp api={createFakeAccountApi()} />
        </LangContext>
      </NavigateContext>,
    );
    const panel = await screen.findByRole('region', { name: 'உங்கள் கணக்கைத் தொடங்குங்கள்' });
    expect(panel).toHaveAttribute('lang', 'ta');
    expect(within(panel).getByRole('group', { name: 'யாராகப் பதிவு செய்கிறீர்கள்' })).toBeInTheDocument();
    expect(within(panel).getByRole('tab', { name: 'OTP மூலம்' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'கணக்கைத் தொடங்கு' }));
    expect(within(panel).getByText('முழுப் பெயர் தேவை')).toBeInTheDocument();
    expect(within(panel).getByText('போன் எண் தேவை')).toBeInTheDocument();
    expect(within(panel).getByText('பாஸ்வேர்டில் குறைந்தது 6 எழுத்துகள் இருக்க வேண்டும்')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'உள்நுழையுங்கள்' })).toHaveAttribute('href', '/login');
  });
});

describe('<PasswordReset> in Tamil', () => {
  it('titles and explains the reset in Tamil under lang="ta"', async () => {
    presetSiteInfo(PRODUCTION_SITE);
    render(
      <LangContext value="ta">
        <PasswordReset api={createFakeAccountApi()} />
      </LangContext>,
    );
    const panel = await screen.findByRole('region', { name: 'உங்கள் பாஸ்வேர்டை மீட்டமையுங்கள்' });
    expect(panel).toHaveAttribute('lang', 'ta');
    expect(panel).toHaveTextContent('குறுஞ்செய்தியில் 6 இலக்கக் குறியீட்டை அனுப்புவோம்');
    expect(within(panel).getByRole('link', { name: 'உள்நுழையுங்கள்' })).toHaveAttribute('href', '/login');
  });
});
