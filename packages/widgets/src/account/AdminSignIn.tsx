import { ACCOUNT_ERROR_MESSAGES, errorDetail, loginAdmin, siteUrl } from '@nirmaan/core';
import { useNavigateTo } from '@nirmaan/ui';
import { AccountPanel } from './AccountPanel.tsx';
import { defaultAccountApi, type AdminSignInApi } from './accountWidgetApi.ts';
import { DemoAccounts } from './DemoAccounts.tsx';
import { EmailPasswordForm } from './EmailPasswordForm.tsx';

/** Where an admin goes after signing in. */
export const ADMIN_HOME = '/admin/dashboard';

export interface AdminSignInProps {
  api?: AdminSignInApi;
  /** Show the demo accounts box: the accounts a demo server lists (GET /site); none in production. */
  showDemoAccounts?: boolean;
  headingLevel?: 1 | 2;
}

/** /admin/login: e-mail and password; failures show the server's message or 'Login failed. Please try again.' */
export function AdminSignIn({ api = defaultAccountApi, showDemoAccounts = false, headingLevel = 1 }: AdminSignInProps) {
  const navigate = useNavigateTo();

  async function signIn(email: string, password: string): Promise<string | undefined> {
    try {
      await loginAdmin(api, email, password);
    } catch (error) {
      return errorDetail(error, ACCOUNT_ERROR_MESSAGES.loginFailed);
    }
    navigate(siteUrl(ADMIN_HOME), { replace: true });
    return undefined;
  }

  return (
    <AccountPanel title="Admin sign in" intro="Manage users, sellers, products, content and delivery areas." headingLevel={headingLevel}>
      <EmailPasswordForm submitLabel="Sign In" onSubmit={signIn} />
      {showDemoAccounts && <DemoAccounts />}
    </AccountPanel>
  );
}
