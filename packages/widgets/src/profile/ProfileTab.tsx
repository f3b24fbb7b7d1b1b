import { BUYER_ACCOUNT_TEXTS, formatCoordinates, formatOrderDate, logout, siteUrl, type BuyerUser } from '@nirmaan/core';
import { Button, buttonStyles, Link, useNavigateTo } from '@nirmaan/ui';
import { useState } from 'react';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { EditProfileDialog } from './EditProfileDialog.tsx';
import * as styles from './profile.css.ts';

function initials(user: BuyerUser): string {
  const letters = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.trim();
  return (letters || user.phone.slice(-2)).toUpperCase();
}

/** The Profile tab (spec storefront §2 "My Account"): the account's facts, Edit Profile and Change Password (issue 28). */
export function ProfileTab({ user, onChanged }: { user: BuyerUser; onChanged: (message: string) => void }) {
  const navigate = useNavigateTo();
  const [editing, setEditing] = useState<'profile' | 'password' | null>(null);
  const closed = (message: string) => (changed: boolean) => {
    setEditing(null);
    if (changed) onChanged(message);
  };
  const location = user.latitude !== null && user.longitude !== null ? { latitude: user.latitude, longitude: user.longitude } : null;
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.phone;
  return (
    <div className={styles.panel}>
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(user)}
        </span>
        <div className={styles.identityText}>
          <h2 className={styles.name}>{fullName}</h2>
          <p className={styles.muted}>{user.email ?? user.phone}</p>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>Phone</dt>
        <dd className={styles.factValue}>{user.phone}</dd>
        <dt className={styles.factTerm}>Account Type</dt>
        <dd className={styles.factValue}>{user.is_admin ? 'Admin' : 'Business Customer'}</dd>
        <dt className={styles.factTerm}>Member Since</dt>
        <dd className={styles.factValue}>{formatOrderDate(user.created_at)}</dd>
        <dt className={styles.factTerm}>Location</dt>
        <dd className={styles.factValue}>
          {location ? formatCoordinates(location) : 'Location not set'} <Link href={siteUrl('/location-setup')}>{location ? 'Update' : 'Set Location'}</Link>
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setEditing('profile')}>
          {BUYER_ACCOUNT_TEXTS.editProfile}
        </Button>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setEditing('password')}>
          {BUYER_ACCOUNT_TEXTS.changePassword}
        </Button>
        {!location && (
          <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/location-setup')}>
            Set Location
          </Link>
        )}
        <Button
          variant="secondary"
          onClick={() => {
            logout('buyer');
            navigate(siteUrl('/'));
          }}
        >
          Logout
        </Button>
      </div>
      {editing === 'profile' && <EditProfileDialog user={user} onClose={closed(BUYER_ACCOUNT_TEXTS.profileSaved)} />}
      {editing === 'password' && <ChangePasswordDialog onClose={closed(BUYER_ACCOUNT_TEXTS.passwordChanged)} />}
    </div>
  );
}
