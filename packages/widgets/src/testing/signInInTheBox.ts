import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FAKE_LOGIN } from './fakeApi.ts';

/**
 * A component test's buyer signing in inside a widget's sign-in prompt, as a person would: the
 * "Log in" button, the form that opens with the phone field focused, the demo buyer's phone and
 * password (the fake API's login), Enter.
 */
export async function signInInTheBox(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  const form = await screen.findByRole('region', { name: 'Buyer sign in' });
  const phone = within(form).getByRole('textbox', { name: /Phone number/ });
  await waitFor(() => expect(document.activeElement).toBe(phone));
  await user.keyboard(FAKE_LOGIN.username.slice(3));
  await user.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), `${FAKE_LOGIN.password}{Enter}`);
}
