import * as styles from './demoAccounts.css.ts';
import { useSiteInfo } from '../data-shared/useSiteInfo.ts';

/**
 * A box of the demo data's accounts (spec storefront §2: the demo site's sign-in page shows one),
 * as the server lists them (GET /site). Nothing in production, where there are none, and nothing
 * while they load or when they could not be loaded.
 */
export function DemoAccounts() {
  const site = useSiteInfo().value;
  const accounts = site?.mode === 'demo' ? site.demo_accounts : [];
  if (accounts.length === 0) return null;
  return (
    // The demo server's box, English like the roles it lists (the server's data): marked so on a page in another language.
    <aside className={styles.demoBox} aria-label="Demo accounts" lang="en-IN">
      <p className={styles.demoTitle}>Demo accounts</p>
      <ul className={styles.demoList}>
        {accounts.map((account) => (
          <li key={`${account.role}:${account.login}`}>
            {account.role}: <span className={styles.code}>{account.login}</span> / <span className={styles.code}>{account.password}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
