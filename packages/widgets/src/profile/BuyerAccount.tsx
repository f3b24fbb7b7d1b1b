import { $buyer, $profileState, $role } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Spinner, Tabs } from '@nirmaan/ui';
import { useState } from 'react';
import { AddressesTab } from './AddressesTab.tsx';
import { OrderHistoryTab } from './OrderHistoryTab.tsx';
import { SavedBoqs } from '../boq-calculator/SavedBoqs.tsx';
import { SignInPrompt } from '../sign-in-prompt/SignInPrompt.tsx';
import { PriceAlertsTab } from './PriceAlertsTab.tsx';
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
  if (role !== 'buyer') {
    return (
      <SignInPrompt
        headingLevel={1}
        title="Please log in to view your profile"
        description="Your profile, orders and addresses are kept with your Nirmaan account."
      />
    );
  }
  if (profile.status !== 'ready' || !buyer) return <Spinner label="Loading your account" />;
  return (
    <section className={styles.root} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        My Account
      </h1>
      {notice && <Alert tone="success">{notice}</Alert>}
      <Tabs<AccountTab>
        label="Account sections"
        {...(tab ? { value: tab } : { defaultValue: 'profile' })}
        onValueChange={onTabChange}
        items={[
          {
            value: 'profile',
            label: 'Profile',
            content: (
              <>
                <ProfileTab user={buyer} onChanged={setNotice} />
                <SavedBoqs />
              </>
            ),
          },
          { value: 'orders', label: 'Orders', content: <OrderHistoryTab /> },
          { value: 'addresses', label: 'Addresses', content: <AddressesTab /> },
          { value: 'alerts', label: 'Price Alerts', content: <PriceAlertsTab /> },
        ]}
      />
    </section>
  );
}
