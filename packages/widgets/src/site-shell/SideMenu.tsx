import { siteUrl } from '@nirmaan/core';
import { Dialog, Link } from '@nirmaan/ui';
import { useId, type ReactNode } from 'react';
import { PincodeCheck } from '../catalogue/PincodeCheck.tsx';
import { ACCOUNT_VISITOR_LINKS, KNOWLEDGE_LINKS, QUICK_LINKS, TOOL_LINKS, type NavLink } from './siteNavigation.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { shellCatalogue, type ShellMessages } from './shellMessages.ts';
import * as styles from './siteShell.css.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { useSignedInAccount } from './useSignedInAccount.ts';

export interface SideMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface MenuSectionProps {
  title: string;
  links: readonly NavLink[];
  messages: ShellMessages;
  onNavigate: () => void;
  children?: ReactNode;
}

function MenuSection({ title, links, messages, onNavigate, children }: MenuSectionProps) {
  const headingId = useId();
  return (
    <nav className={styles.sideMenuSection} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sideMenuHeading}>
        {title}
      </h3>
      {links.map((link) => (
        <Link key={link.href} className={styles.menuItem} href={siteUrl(link.href)} onClick={onNavigate}>
          {messages[link.key]()}
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
  const { messages } = useMessages(shellCatalogue);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={messages['side.title']()} closeLabel={messages['side.close']()} placement="start">
      {account ? (
        <MenuSection title={account.name} links={account.links} messages={messages} onNavigate={close}>
          <button
            type="button"
            className={styles.menuActionItem}
            onClick={() => {
              close();
              account.signOut();
            }}
          >
            {messages['header.logout']()}
          </button>
        </MenuSection>
      ) : (
        <MenuSection title={messages['side.account']()} links={ACCOUNT_VISITOR_LINKS} messages={messages} onNavigate={close} />
      )}
      <section className={styles.sideMenuSection} aria-label={messages['header.language']()}>
        <LanguageSwitch />
      </section>
      <section className={styles.sideMenuSection} aria-label={messages['side.deliveryArea']()}>
        <PincodeCheck />
      </section>
      <MenuSection title={messages['side.tools']()} links={TOOL_LINKS} messages={messages} onNavigate={close} />
      <MenuSection title={messages['side.knowledge']()} links={KNOWLEDGE_LINKS} messages={messages} onNavigate={close} />
      <MenuSection title="Nirmaan" links={QUICK_LINKS} messages={messages} onNavigate={close} />
    </Dialog>
  );
}
