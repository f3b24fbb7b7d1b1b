import { $buyer, $profileState, $role } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Spinner, Tabs } from '@nirmaan/ui';
import { useState } from 'react';
import { AddressesTab } from './AddressesTab.tsx';
import { OrderHistoryTab } from './OrderHistoryTab.tsx';
import { SavedBoqs } from '../boq-calculator/SavedBoqs.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { SignInPrompt } from '../sign-in-prompt/SignInPrompt.tsx';
import { PriceAlertsTab } from './PriceAlertsTab.tsx';
import { profileCatalogue } from './profileMessages.ts';
import { ProfileTab } from './ProfileTab.tsx';
import * as styles from './profile.css.ts';

export type AccountTab = 'profile' | 'orders' | 'addresses' | 'alerts';

export interface BuyerAccountProps {
  /** The tab to show (the host app keeps it in the address, e.g. /profile/addresses). */
  tab?: AccountTab;
  onTabChange?: (tab: AccountTab) => void;
}

/** My Account (spec storefront §2): Profile (default), Orders, Addresses, and Price Alerts (issue 28); signed out, the sign-in prompt in its own box. */
export function BuyerAccount({ tab, onTabChange }: BuyerAccountProps) {
  const role = useStore($role);
  const profile = useStore($profileState);
  const buyer = useStore($buyer);
  // Said here, not in the tab: a new password brings a new token, and the profile loads again under it.
  const [notice, setNotice] = useState<string | null>(null);
  const { messages, locale } = useMessages(profileCatalogue);
  if (role !== 'buyer') {
    return (
      <div lang={locale}>
        <SignInPrompt headingLevel={1} title={messages['account.signInTitle']()} description={messages['account.signInText']()} />
      </div>
    );
  }
  if (profile.status !== 'ready' || !buyer)
    return (
      <div lang={locale}>
        <Spinner label={messages['account.loading']()} />
      </div>
    );
  return (
    <section className={styles.root} aria-labelledby="account-title" lang={locale}>
      <h1 id="account-title" className={styles.title}>
        {messages['account.title']()}
      </h1>
      {notice && <Alert tone="success">{notice}</Alert>}
      <Tabs<AccountTab>
        label={messages['account.sections']()}
        {...(tab ? { value: tab } : { defaultValue: 'profile' })}
        onValueChange={onTabChange}
        items={[
          {
            value: 'profile',
            label: messages['tab.profile'](),
            content: (
              <>
                <ProfileTab user={buyer} onChanged={setNotice} />
                <SavedBoqs />
              </>
            ),
          },
          { value: 'orders', label: messages['tab.orders'](), content: <OrderHistoryTab /> },
          { value: 'addresses', label: messages['tab.addresses'](), content: <AddressesTab /> },
          { value: 'alerts', label: messages['tab.alerts'](), content: <PriceAlertsTab /> },
        ]}
      />
    </section>
  );
}
