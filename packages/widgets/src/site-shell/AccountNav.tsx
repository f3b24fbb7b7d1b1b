import { siteUrl } from '@nirmaan/core';
import { Link } from '@nirmaan/ui';
import { NavMenu } from './NavMenu.tsx';
import { ACCOUNT_VISITOR_LINKS } from './siteNavigation.ts';
import * as styles from './siteShell.css.ts';
import { useSignedInAccount } from './useSignedInAccount.ts';

/** The header's account corner: Login and Register for visitors, an account menu once signed in. */
export function AccountNav() {
  const account = useSignedInAccount();
  if (!account) {
    return ACCOUNT_VISITOR_LINKS.map((link) => (
      <Link key={link.href} className={styles.navLink} href={siteUrl(link.href)}>
        {link.label}
      </Link>
    ));
  }
  return (
    <NavMenu
      align="end"
      label={account.name}
      buttonLabel={`Account menu, ${account.name}`}
      links={account.links}
      actions={[{ label: 'Logout', onSelect: account.signOut }]}
    />
  );
}
