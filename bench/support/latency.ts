// Timing helpers for the benchmarks: latency samples and their percentiles, in milliseconds.
import { performance } from 'node:perf_hooks';

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

const twoDecimals = (value: number) => +value.toFixed(2);

/** The 50th, 95th and 99th percentiles (nearest rank) of some latencies. */
export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
  return { p50: twoDecimals(rank(0.5)), p95: twoDecimals(rank(0.95)), p99: twoDecimals(rank(0.99)) };
}

/** Runs `work` a few times to warm up, then `rounds` times one after another, and answers each call's milliseconds. */
export async function latencies(work: () => Promise<unknown>, rounds: number, warmUp = 3): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** The last line a benchmark prints is its JSON result; bench/run.mjs reads it. */
export function report(result: unknown): void {
  console.log(JSON.stringify(result));
}
