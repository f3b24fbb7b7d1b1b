import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSuggestions } from './suggestions.ts';

const SUGGESTION = { id: 1, name: 'UltraTech Cement', master_sku: 'CEM-1', category: 'Cement' };

describe('suggestions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once, 300 ms after the typing stops', async () => {
    const suggestProducts = vi.fn(async () => [SUGGESTION]);
    const suggestions = createSuggestions({ suggestProducts });
    suggestions.type('ce');
    await vi.advanceTimersByTimeAsync(200);
    suggestions.type('cem');
    await vi.advanceTimersByTimeAsync(299);
    expect(suggestProducts).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(suggestProducts).toHaveBeenCalledTimes(1);
    expect(suggestProducts).toHaveBeenCalledWith('cem', expect.any(AbortSignal));
    expect(suggestions.$state.get()).toEqual({ text: 'cem', items: [SUGGESTION], status: 'ready' });
  });

  it('never asks for one character or blanks', async () => {
    const suggestProducts = vi.fn(async () => [SUGGESTION]);
    const suggestions = createSuggestions({ suggestProducts });
    suggestions.type(' c ');
    suggestions.type('   ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(suggestProducts).not.toHaveBeenCalled();
    expect(suggestions.$state.get().items).toEqual([]);
  });

  it('drops an answer that arrives after the text changed', async () => {
    let answerOld: (value: (typeof SUGGESTION)[]) => void = () => {};
    const suggestProducts = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)))
      .mockImplementationOnce(async () => []);
    const suggestions = createSuggestions({ suggestProducts });
    suggestions.type('ce');
    await vi.advanceTimersByTimeAsync(300);
    suggestions.type('zz');
    await vi.advanceTimersByTimeAsync(300);
    answerOld([SUGGESTION]);
    await vi.advanceTimersByTimeAsync(0);
    expect(suggestions.$state.get()).toEqual({ text: 'zz', items: [], status: 'ready' });
  });

  it('clear cancels a pending request', async () => {
    const suggestProducts = vi.fn(async () => [SUGGESTION]);
    const suggestions = createSuggestions({ suggestProducts });
    suggestions.type('cement');
    suggestions.clear();
    await vi.advanceTimersByTimeAsync(1000);
    expect(suggestProducts).not.toHaveBeenCalled();
  });
});
