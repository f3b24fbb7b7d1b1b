import { useEffect } from 'react';
import { navigate } from './navigation.ts';

/** Replaces the current address with `to` (a guarded page sending a visitor to sign in). */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
