import { errorDetail, loginAdmin, siteUrl } from '@nirmaan/core';
import { useNavigateTo } from '@nirmaan/ui';
import { adminSignInCatalogue } from './admin-sign-in/adminSignInMessages.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
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
  const { messages, locale } = useMessages(adminSignInCatalogue);

  async function signIn(email: string, password: string): Promise<string | undefined> {
    try {
      await loginAdmin(api, email, password);
    } catch (error) {
      return errorDetail(error, messages.loginFailed());
    }
    navigate(siteUrl(ADMIN_HOME), { replace: true });
    return undefined;
  }

  return (
    <div lang={locale}>
      <AccountPanel title={messages.title()} intro={messages.intro()} headingLevel={headingLevel}>
        <EmailPasswordForm
          submitLabel={messages.submit()}
          texts={{
            email: messages.email(),
            password: messages.password(),
            signingIn: messages.signingIn(),
            emailRequired: messages.emailRequired(),
            passwordRequired: messages.passwordRequired(),
          }}
          onSubmit={signIn}
        />
        {showDemoAccounts && (
          <div lang="en">
            <DemoAccounts />
          </div>
        )}
      </AccountPanel>
    </div>
  );
}
