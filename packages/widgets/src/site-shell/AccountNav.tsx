import { siteUrl } from '@nirmaan/core';
import { Link } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { NavMenu } from './NavMenu.tsx';
import { shellCatalogue } from './shellMessages.ts';
import { ACCOUNT_VISITOR_LINKS } from './siteNavigation.ts';
import * as styles from './siteShell.css.ts';
import { useSignedInAccount } from './useSignedInAccount.ts';

/** The header's account corner: Login and Register for visitors, an account menu once signed in. */
export function AccountNav() {
  const account = useSignedInAccount();
  const { messages } = useMessages(shellCatalogue);
  if (!account) {
    return ACCOUNT_VISITOR_LINKS.map((link) => (
      <Link key={link.href} className={styles.navLink} href={siteUrl(link.href)}>
        {messages[link.key]()}
      </Link>
    ));
  }
  return (
    <NavMenu
      align="end"
      label={account.name}
      buttonLabel={messages['header.accountMenu']({ name: account.name })}
      links={account.links}
      actions={[{ label: messages['header.logout'](), onSelect: account.signOut }]}
    />
  );
}
