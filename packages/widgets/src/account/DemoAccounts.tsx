import * as styles from './account.css.ts';

export interface DemoAccount {
  role: string;
  login: string;
  password: string;
}

/** The demo data's accounts (README "Demo accounts"); the demo site shows them on its sign-in pages. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'Buyer', login: '9876543210', password: 'demo1234' },
  { role: 'Seller', login: 'demo.seller@nirmaan.example', password: 'demo1234' },
  { role: 'Admin', login: 'admin@nirmaan.example', password: 'admin1234' },
];

export interface DemoAccountsProps {
  accounts?: readonly DemoAccount[];
}

/** A box of demo credentials (spec storefront §2: the sign-in page shows one). */
export function DemoAccounts({ accounts = DEMO_ACCOUNTS }: DemoAccountsProps) {
  return (
    <aside className={styles.demoBox} aria-label="Demo accounts">
      <p className={styles.demoTitle}>Demo accounts</p>
      <ul className={styles.demoList}>
        {accounts.map((account) => (
          <li key={account.role}>
            {account.role}: <span className={styles.code}>{account.login}</span> / <span className={styles.code}>{account.password}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
