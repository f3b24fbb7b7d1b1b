import { formatCoordinates, localeFormat, logout, siteUrl, type BuyerUser } from '@nirmaan/core';
import { Button, buttonStyles, Link, useNavigateTo } from '@nirmaan/ui';
import { useState } from 'react';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { EditProfileDialog } from './EditProfileDialog.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { orderDate } from '../orders/orderDate.ts';
import { profileCatalogue } from './profileMessages.ts';
import * as styles from './profile.css.ts';

function initials(user: BuyerUser): string {
  const letters = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.trim();
  return (letters || user.phone.slice(-2)).toUpperCase();
}

/** Whether the avatar's letters are Latin (a name typed in English), so it is marked English on a page in another language. */
function latinInitials(user: BuyerUser): boolean {
  return /^[A-Z0-9]+$/.test(initials(user));
}

/** The Profile tab (spec storefront §2 "My Account"): the account's facts, Edit Profile and Change Password (issue 28). */
export function ProfileTab({ user, onChanged }: { user: BuyerUser; onChanged: (message: string) => void }) {
  const navigate = useNavigateTo();
  const [editing, setEditing] = useState<'profile' | 'password' | null>(null);
  const { messages, locale } = useMessages(profileCatalogue);
  const closed = (message: string) => (changed: boolean) => {
    setEditing(null);
    if (changed) onChanged(message);
  };
  const location = user.latitude !== null && user.longitude !== null ? { latitude: user.latitude, longitude: user.longitude } : null;
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.phone;
  return (
    <div className={styles.panel}>
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true" lang={latinInitials(user) ? 'en' : undefined}>
          {initials(user)}
        </span>
        <div className={styles.identityText}>
          <h2 className={styles.name}>{fullName}</h2>
          <p className={styles.muted}>{user.email ?? user.phone}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>{messages['profile.phone']()}</dt>
        <dd className={styles.factValue}>{user.phone}</dd>
        <dt className={styles.factTerm}>{messages['profile.accountType']()}</dt>
        <dd className={styles.factValue}>{messages['profile.type']({ admin: user.is_admin ? 'yes' : 'no' })}</dd>
        <dt className={styles.factTerm}>{messages['profile.memberSince']()}</dt>
        <dd className={styles.factValue}>{orderDate(localeFormat(locale), user.created_at)}</dd>
        <dt className={styles.factTerm}>{messages['profile.location']()}</dt>
        <dd className={styles.factValue}>
          {location ? formatCoordinates(location) : messages['profile.locationNotSet']()}{' '}
          <Link href={siteUrl('/location-setup')}>{location ? messages['profile.update']() : messages['profile.setLocation']()}</Link>
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setEditing('profile')}>
          {messages['profile.editProfile']()}
        </Button>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setEditing('password')}>
          {messages['profile.changePassword']()}
        </Button>
        {!location && (
          <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/location-setup')}>
            {messages['profile.setLocation']()}
          </Link>
        )}
        <Button
          variant="secondary"
          onClick={() => {
            logout('buyer');
            navigate(siteUrl('/'));
          }}
        >
          {messages['profile.logout']()}
        </Button>
      </div>
      {editing === 'profile' && <EditProfileDialog user={user} onClose={closed(messages['profile.saved']())} />}
      {editing === 'password' && <ChangePasswordDialog onClose={closed(messages['profile.passwordChanged']())} />}
    </div>
  );
}
