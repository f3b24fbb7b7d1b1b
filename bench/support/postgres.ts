// A throw-away PostgreSQL 15 cluster for the benchmarks (packages/server's test cluster: temp dir,
// unix socket, fsync off), or the reason there is none, which the benchmark reports as skipped.
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from '../../packages/server/src/db/testing/postgres.ts';
import { report } from './latency.ts';

/** Starts a cluster, or reports `{ skipped: reason }` and answers undefined. */
export async function benchPostgres(): Promise<TestPostgres | undefined> {
  const reason = postgresUnavailableReason();
  if (reason) {
    report({ skipped: reason });
    return undefined;
  }
  try {
    return await startTestPostgres();
  } catch (error) {
    report({ skipped: (error as Error).message });
    return undefined;
  }
}
