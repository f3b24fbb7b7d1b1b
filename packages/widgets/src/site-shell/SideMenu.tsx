import { siteUrl } from '@nirmaan/core';
import { Dialog, Link } from '@nirmaan/ui';
import { useId, type ReactNode } from 'react';
import { PincodeCheck } from '../catalogue/PincodeCheck.tsx';
import { ACCOUNT_VISITOR_LINKS, KNOWLEDGE_LINKS, QUICK_LINKS, TOOL_LINKS, type NavLink } from './siteNavigation.ts';
import * as styles from './siteShell.css.ts';
import { useSignedInAccount } from './useSignedInAccount.ts';

export interface SideMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function MenuSection({ title, links, onNavigate, children }: { title: string; links: readonly NavLink[]; onNavigate: () => void; children?: ReactNode }) {
  const headingId = useId();
  return (
    <nav className={styles.sideMenuSection} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sideMenuHeading}>
        {title}
      </h3>
      {links.map((link) => (
        <Link key={link.href} className={styles.menuItem} href={siteUrl(link.href)} onClick={onNavigate}>
          {link.label}
        </Link>
      ))}
      {children}
    </nav>
  );
}

/** The mobile side menu: the account, Tools, Knowledge and quick links in a drawer. */
export function SideMenu({ open, onOpenChange }: SideMenuProps) {
  const close = () => onOpenChange(false);
  const account = useSignedInAccount();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Menu" closeLabel="Close menu" placement="start">
      {account ? (
        <MenuSection title={account.name} links={account.links} onNavigate={close}>
          <button
            type="button"
            className={styles.menuActionItem}
            onClick={() => {
              close();
              account.signOut();
            }}
          >
            Logout
          </button>
        </MenuSection>
      ) : (
        <MenuSection title="Account" links={ACCOUNT_VISITOR_LINKS} onNavigate={close} />
      )}
      <section className={styles.sideMenuSection} aria-label="Delivery area">
        <PincodeCheck />
      </section>
      <MenuSection title="Tools" links={TOOL_LINKS} onNavigate={close} />
      <MenuSection title="Knowledge" links={KNOWLEDGE_LINKS} onNavigate={close} />
      <MenuSection title="Nirmaan" links={QUICK_LINKS} onNavigate={close} />
    </Dialog>
  );
}
