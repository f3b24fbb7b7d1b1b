import { HttpError, unauthorized } from '../http/errors.ts';
import type { LoginAttempts } from './loginFailures.ts';
import { passwordMatches } from './passwords.ts';

/** What a password sign-in needs of an account row (buyer, seller or admin). */
export interface PasswordAccount {
  passwordHash: string;
  isActive: boolean;
}

export interface PasswordSignIn<T extends PasswordAccount> {
  /** The per-account attempt counter's key, e.g. 'seller:ravi@example.com'. */
  accountKey: string;
  password: string;
  /** The account the name names, if any. */
  find: () => Promise<T | undefined>;
  /** 401's detail: the same whether the account exists or not. */
  invalidMessage: string;
  /** 403's detail for a deactivated account (told only to whoever knows its password). */
  inactiveMessage: string;
}

/**
 * A password sign-in, in the order that keeps guessing slow and says nothing about who has an
 * account: count the attempt (429 over the limit, without comparing), compare the password (as long
 * for a missing account as for a real one), and only then tell a deactivated account apart.
 */
export async function signInWithPassword<T extends PasswordAccount>(attempts: LoginAttempts, signIn: PasswordSignIn<T>): Promise<T> {
  await attempts.countAttempt(signIn.accountKey);
  const account = await signIn.find();
  const matches = await passwordMatches(signIn.password, account?.passwordHash);
  if (!account || !matches) throw unauthorized(signIn.invalidMessage);
  await attempts.clear(signIn.accountKey);
  if (!account.isActive) throw new HttpError(403, signIn.inactiveMessage);
  return account;
}
