import * as styles from './demoAccounts.css.ts';
import { useSiteInfo } from '../data-shared/useSiteInfo.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { demoAccountsCatalogue } from './demo-accounts/demoAccountsMessages.ts';

/**
 * A box of the demo data's accounts (spec storefront §2: the demo site's sign-in page shows one),
 * as the server lists them (GET /site). Nothing in production, where there are none, and nothing
 * while they load or when they could not be loaded.
 */
export function DemoAccounts() {
  const { messages, locale } = useMessages(demoAccountsCatalogue);
  const site = useSiteInfo().value;
  const accounts = site?.mode === 'demo' ? site.demo_accounts : [];
  if (accounts.length === 0) return null;
  return (
    // The logins and passwords are typed as they are: marked English inside a box in the page's language.
    <aside className={styles.demoBox} aria-label={messages.title()} lang={locale}>
      <p className={styles.demoTitle}>{messages.title()}</p>
      <ul className={styles.demoList}>
        {accounts.map((account) => (
          <li key={`${account.role}:${account.login}`}>
            {messages.role({ role: account.role })}:{' '}
            <span lang="en">
              <span className={styles.code}>{account.login}</span> / <span className={styles.code}>{account.password}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
