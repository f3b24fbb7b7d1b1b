// The part of autocannon's programmatic API the benchmarks use (autocannon ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Histogram {
    average: number;
    /** Of `requests`: how many were sent. */
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers by status code ('304': { count }). */
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Stop after this many requests instead of `duration`. */
    amount?: number;
    /** Requests sent in turn on each connection. */
    requests?: Array<{ method?: string; path: string }>;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, responseBytes: number, responseTimeMs: number) => void): this;
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
