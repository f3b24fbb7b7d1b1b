import { lt, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { signInAttempts } from '../db/schema.ts';
import { tooManyRequests } from '../http/errors.ts';

export const LOGIN_FAILURES_ALLOWED = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

const TOO_MANY = 'Too many requests. Please try again later.';

/**
 * Sign-in attempts per account name: at most 10 in 15 minutes are compared, whichever addresses
 * they come from; a success clears the count. The attempt is counted first, in one atomic statement
 * (an upsert answering the new count), and only an attempt within the limit goes on to compare the
 * password: 25 parallel guesses get at most 10 comparisons. The counts live in the database, so
 * every server instance shares them.
 */
export class LoginAttempts {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Counts an attempt on `account` (e.g. 'buyer:+919876543210'); throws 429 when it is over the limit. */
  async countAttempt(account: string): Promise<void> {
    const key = account.toLowerCase();
    const windowStart = sql`now() - make_interval(secs => ${LOGIN_FAILURE_WINDOW_SECONDS})`;
    const expired = sql`${signInAttempts.windowStartedAt} < ${windowStart}`;
    const [row] = await this.db
      .insert(signInAttempts)
      .values({ account: key, attempts: 1, windowStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: signInAttempts.account,
        set: {
          attempts: sql`case when ${expired} then 1 else ${signInAttempts.attempts} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${signInAttempts.windowStartedAt} end`,
        },
      })
      .returning({
        attempts: signInAttempts.attempts,
        retryAfterSeconds: sql<number>`extract(epoch from (${signInAttempts.windowStartedAt} + make_interval(secs => ${LOGIN_FAILURE_WINDOW_SECONDS}) - now()))::float8`,
      });
    if (row && row.attempts > LOGIN_FAILURES_ALLOWED) throw tooManyRequests(TOO_MANY, row.retryAfterSeconds);
  }

  /** After a successful sign-in: the account's count starts again. */
  async clear(account: string): Promise<void> {
    await this.db.delete(signInAttempts).where(eq(signInAttempts.account, account.toLowerCase()));
  }
}

/** Deletes counts whose window has passed (they would restart at 1 anyway); run now and then. */
export async function deleteExpiredSignInAttempts(db: Database): Promise<void> {
  await db.delete(signInAttempts).where(lt(signInAttempts.windowStartedAt, sql`now() - make_interval(secs => ${LOGIN_FAILURE_WINDOW_SECONDS})`));
}
