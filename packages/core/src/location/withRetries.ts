/** Pauses between attempts: 500 ms, then 1 s, then 2 s, ... */
export function backoffDelay(attempt: number, baseMs: number): number {
  return baseMs * 2 ** (attempt - 1);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load` until it succeeds, at most `attempts` times, waiting longer after each failure
 * (spec storefront §9: the maps script is loaded with 3 attempts with backoff). The last failure is thrown.
 */
export async function withRetries<T>(load: () => Promise<T>, { attempts = 3, baseDelayMs = 500, wait = sleep } = {}): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (failure) {
      if (attempt >= attempts) throw failure;
      await wait(backoffDelay(attempt, baseDelayMs));
    }
  }
}
