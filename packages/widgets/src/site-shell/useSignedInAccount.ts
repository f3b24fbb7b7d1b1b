import { $admin, $isAdmin, $profile, $role, logout, siteUrl } from '@nirmaan/core';
import { useNavigateTo } from '@nirmaan/ui';
import { useStore } from '@nanostores/react';
import { ADMIN_ACCOUNT_LINKS, BUYER_ACCOUNT_LINKS, SELLER_ACCOUNT_LINKS, type NavLink } from './siteNavigation.ts';

export interface SignedInAccount {
  /** The first name, or the seller's business name; 'Account' until the profile has loaded. */
  name: string;
  links: readonly NavLink[];
  /** Where the mobile bar's Account item goes. */
  home: string;
  signOut: () => void;
}

/**
 * The signed-in buyer or seller (seller first, spec storefront §4), else a signed-in admin (whose
 * header offered Login and Register: issue 28), or null for a visitor.
 */
export function useSignedInAccount(): SignedInAccount | null {
  const role = useStore($role);
  const profile = useStore($profile);
  const isAdmin = useStore($isAdmin);
  const admin = useStore($admin);
  const navigate = useNavigateTo();
  if (role === 'visitor') {
    if (!isAdmin) return null;
    const signOutAdmin = () => {
      logout('admin');
      navigate(siteUrl('/'));
    };
    return { name: admin?.first_name || 'Admin', links: ADMIN_ACCOUNT_LINKS, home: ADMIN_ACCOUNT_LINKS[0]!.href, signOut: signOutAdmin };
  }
  const signOut = () => {
    // Spec: logout removes the token and goes to /.
    logout();
    navigate(siteUrl('/'));
  };
  const name = profile?.role === 'seller' ? profile.seller.name : profile?.role === 'buyer' ? profile.user.first_name || 'Account' : 'Account';
  return role === 'seller'
    ? { name, links: SELLER_ACCOUNT_LINKS, home: SELLER_ACCOUNT_LINKS[0]!.href, signOut }
    : { name, links: BUYER_ACCOUNT_LINKS, home: '/profile', signOut };
}
