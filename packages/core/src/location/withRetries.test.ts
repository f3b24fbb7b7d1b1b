import { describe, expect, it, vi } from 'vitest';
import { withRetries } from './withRetries.ts';

describe('withRetries', () => {
  it('tries three times with growing pauses, then gives up with the last failure', async () => {
    const waits: number[] = [];
    const load = vi.fn(async () => Promise.reject(new Error('chunk failed')));
    await expect(withRetries(load, { wait: async (ms) => void waits.push(ms) })).rejects.toThrow('chunk failed');
    expect(load).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([500, 1000]);
  });

  it('answers the first success', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('flaky')).mockResolvedValueOnce('leaflet');
    expect(await withRetries(load, { wait: async () => {} })).toBe('leaflet');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
