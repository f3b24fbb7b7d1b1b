import { RateLimiterMemory } from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/errors.ts';

export const LOGIN_FAILURES_ALLOWED = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Failed sign-ins per account name: after 10 failures in 15 minutes the account refuses further
 * attempts (429) until the window passes, whichever address they come from. A success clears it.
 */
export class LoginFailureLimiter {
  private readonly failures = new RateLimiterMemory({ points: LOGIN_FAILURES_ALLOWED, duration: LOGIN_FAILURE_WINDOW_SECONDS });

  async assertAllowed(account: string): Promise<void> {
    const state = await this.failures.get(account.toLowerCase());
    if (state && state.consumedPoints >= LOGIN_FAILURES_ALLOWED) {
      throw tooManyRequests('Too many requests. Please try again later.', state.msBeforeNext / 1000);
    }
  }

  async recordFailure(account: string): Promise<void> {
    await this.failures.penalty(account.toLowerCase(), 1);
  }

  async reset(account: string): Promise<void> {
    await this.failures.delete(account.toLowerCase());
  }
}
