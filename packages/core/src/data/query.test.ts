import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQuery, forgetQueryAnswers } from './query.ts';

/** Loads that stay pending until the test answers them, in the order they were asked. */
function pendingLoads<T>() {
  const calls: Array<{ parts: unknown[]; resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const load = vi.fn((...parts: unknown[]) => new Promise<T>((resolve, reject) => calls.push({ parts, resolve, reject })));
  return { calls, load };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => forgetQueryAnswers());

describe('a query', () => {
  it('loads only once used, then is ready with the answer', async () => {
    const { calls, load } = pendingLoads<string>();
    const query = createQuery<string>('greeting', load);
    expect(load).not.toHaveBeenCalled();
    const stop = query.$state.listen(() => {});
    expect(query.$state.get()).toEqual({ status: 'loading', value: null });
    calls[0]!.resolve('namaste');
    await settle();
    expect(query.$state.get()).toEqual({ status: 'ready', value: 'namaste' });
    stop();
  });

  it('makes one call for two widgets asking for the same key at once', async () => {
    const { calls, load } = pendingLoads<string>();
    const first = createQuery<string>('shared', load);
    const second = createQuery<string>('shared', load);
    const stops = [first.$state.listen(() => {}), second.$state.listen(() => {})];
    calls[0]!.resolve('one answer');
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(second.$state.get().value).toBe('one answer');
    stops.forEach((stop) => stop());
  });

  it('is idle while a part of its key is missing, and loads when it comes', async () => {
    const $token = atom<string | null>(null);
    const { calls, load } = pendingLoads<string>();
    const query = createQuery<string>(['orders#', $token], load);
    const stop = query.$state.listen(() => {});
    expect(query.$state.get()).toEqual({ status: 'idle', value: null });
    $token.set('b1');
    expect(query.$state.get()).toEqual({ status: 'loading', value: null });
    await settle();
    expect(calls[0]!.parts).toEqual(['orders#', 'b1']);
    stop();
  });

  it('drops the answer for a key that changed meanwhile', async () => {
    const $city = atom('Chennai');
    const { calls, load } = pendingLoads<string>();
    const query = createQuery<string>(['board#', $city], load);
    const stop = query.$state.listen(() => {});
    $city.set('Coimbatore');
    await settle();
    calls[1]!.resolve('Coimbatore board');
    calls[0]!.resolve('Chennai board');
    await settle();
    expect(query.$state.get()).toEqual({ status: 'ready', value: 'Coimbatore board' });
    stop();
  });

  it('loads again on refresh, keeping the shown value meanwhile; an answer older than the refresh is not the last word', async () => {
    const { calls, load } = pendingLoads<string>();
    const query = createQuery<string>('list', load);
    const stop = query.$state.listen(() => {});
    calls[0]!.resolve('first');
    await settle();
    query.refresh();
    expect(query.$state.get()).toEqual({ status: 'loading', value: 'first' });
    query.refresh(); // a change elsewhere while the reload is under way
    calls[1]!.resolve('before the change');
    await settle();
    expect(query.$state.get().status).toBe('loading');
    calls[2]!.resolve('after the change');
    await settle();
    expect(query.$state.get()).toEqual({ status: 'ready', value: 'after the change' });
    stop();
  });

  it('fails with the error and keeps what was shown; Retry loads again', async () => {
    const { calls, load } = pendingLoads<string>();
    const query = createQuery<string>('flaky', load);
    const stop = query.$state.listen(() => {});
    const offline = new Error('offline');
    calls[0]!.reject(offline);
    await settle();
    expect(query.$state.get()).toEqual({ status: 'failed', value: null, error: offline });
    query.refresh();
    calls[1]!.resolve('back');
    await settle();
    expect(query.$state.get()).toEqual({ status: 'ready', value: 'back' });
    stop();
  });

  it('keeps a value set from a call while an earlier load is still under way', async () => {
    const { calls, load } = pendingLoads<string>();
    const query = createQuery<string>('cart', load);
    const stop = query.$state.listen(() => {});
    await settle();
    query.set('after adding an item');
    calls[0]!.resolve('before adding it');
    await settle();
    expect(query.$state.get()).toEqual({ status: 'ready', value: 'after adding an item' });
    stop();
  });

  it('forgets every answer for tests and stories: the next use loads again', async () => {
    const load = vi.fn(async () => 'answer');
    const query = createQuery<string>('kept', load);
    let stop = query.$answer.listen(() => {});
    await settle();
    stop();
    forgetQueryAnswers();
    stop = query.$answer.listen(() => {});
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });
});
