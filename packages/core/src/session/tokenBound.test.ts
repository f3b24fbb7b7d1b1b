import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';

interface Pending {
  resolve: (value: string) => void;
  reject: (reason: unknown) => void;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A store bound to the buyer token whose loads stay pending until the test answers them. */
async function setup(stored: Record<string, string> = {}) {
  vi.stubGlobal('localStorage', memoryStorage(stored));
  vi.resetModules();
  const session = await import('./session.ts');
  const { createTokenBoundStore } = await import('./tokenBound.ts');
  const pending: Pending[] = [];
  const load = vi.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  const onFailure = vi.fn();
  const store = createTokenBoundStore<string>('test', (tokens) => (tokens.buyer ? { key: `buyer:${tokens.buyer}`, load, onFailure } : null));
  const unbind = store.$state.listen(() => undefined);
  return { ...session, store, load, onFailure, pending, unbind };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('data bound to a stored token', () => {
  it('is idle and loads nothing without the token', async () => {
    const { store, load, unbind } = await setup();
    expect(store.$state.get()).toEqual({ status: 'idle', value: null });
    expect(load).not.toHaveBeenCalled();
    unbind();
  });

  it('is not loaded before it is first used', async () => {
    vi.stubGlobal('localStorage', memoryStorage({ access_token: 'b1' }));
    vi.resetModules();
    const { createTokenBoundStore } = await import('./tokenBound.ts');
    const load = vi.fn(async () => 'value');
    const store = createTokenBoundStore<string>('test', (tokens) => (tokens.buyer ? { key: tokens.buyer, load, onFailure: vi.fn() } : null));
    expect(load).not.toHaveBeenCalled();
    const unbind = store.$state.listen(() => undefined);
    expect(load).toHaveBeenCalledOnce();
    unbind();
  });

  it('is loading, then ready with the answer', async () => {
    const { store, pending, unbind } = await setup({ access_token: 'b1' });
    expect(store.$state.get()).toEqual({ status: 'loading', value: null });
    pending[0]?.resolve('Ravi');
    await settle();
    expect(store.$state.get()).toEqual({ status: 'ready', value: 'Ravi' });
    unbind();
  });

  it('loads again when the token changes', async () => {
    const { store, load, pending, signInBuyer, unbind } = await setup({ access_token: 'b1' });
    pending[0]?.resolve('Ravi');
    await settle();
    signInBuyer('b2');
    expect(store.$state.get()).toEqual({ status: 'loading', value: null });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    pending[1]?.resolve('Asha');
    await settle();
    expect(store.$state.get()).toEqual({ status: 'ready', value: 'Asha' });
    unbind();
  });

  it('is cleared when the token goes', async () => {
    const { store, pending, logout, unbind } = await setup({ access_token: 'b1' });
    pending[0]?.resolve('Ravi');
    await settle();
    logout('buyer');
    expect(store.$state.get()).toEqual({ status: 'idle', value: null });
    unbind();
  });

  it('does not load again when another token changes', async () => {
    const { load, signInAdmin, unbind } = await setup({ access_token: 'b1' });
    signInAdmin('a1');
    expect(load).toHaveBeenCalledOnce();
    unbind();
  });

  it('drops a stale answer that arrives after the token changed', async () => {
    const { store, pending, signInBuyer, unbind } = await setup({ access_token: 'b1' });
    signInBuyer('b2');
    pending[0]?.resolve('old account');
    await settle();
    expect(store.$state.get()).toEqual({ status: 'loading', value: null });
    pending[1]?.resolve('new account');
    await settle();
    expect(store.$state.get()).toEqual({ status: 'ready', value: 'new account' });
    unbind();
  });

  it('fails and reports the failure (so the token can be removed)', async () => {
    const { store, pending, onFailure, unbind } = await setup({ access_token: 'b1' });
    pending[0]?.reject(new Error('401'));
    await settle();
    expect(store.$state.get()).toEqual({ status: 'failed', value: null, error: new Error('401') });
    expect(onFailure).toHaveBeenCalledOnce();
    unbind();
  });

  it('ignores a stale failure', async () => {
    const { store, pending, onFailure, signInBuyer, unbind } = await setup({ access_token: 'b1' });
    signInBuyer('b2');
    pending[0]?.reject(new Error('401'));
    await settle();
    expect(onFailure).not.toHaveBeenCalled();
    expect(store.$state.get().status).toBe('loading');
    unbind();
  });

  it('loads again on refresh for the same token', async () => {
    const { store, load, pending, unbind } = await setup({ access_token: 'b1' });
    pending[0]?.resolve('Ravi');
    await settle();
    store.refresh();
    expect(load).toHaveBeenCalledTimes(2);
    pending[1]?.resolve('Ravi Kumar');
    await settle();
    expect(store.$state.get().value).toBe('Ravi Kumar');
    unbind();
  });

  it('takes a fresh value directly', async () => {
    const { store, pending, unbind } = await setup({ access_token: 'b1' });
    pending[0]?.resolve('Ravi');
    await settle();
    store.set('Ravi (moved)');
    expect(store.$state.get()).toEqual({ status: 'ready', value: 'Ravi (moved)' });
    unbind();
  });

  // BUG (session/tokenBound.ts:65): `set` does not bump `generation`, so a load that was already
  // under way overwrites the fresher value when it answers. E.g. the location page saves a new
  // location (setBuyerProfile) while the first GET /users/me is still pending: the old record
  // (without the location) wins, and checkout then sends the buyer to /location-setup.
  it('keeps a value set while an earlier load is still under way', async () => {
    const { store, pending, unbind } = await setup({ access_token: 'b1' });
    store.set('fresh record');
    pending[0]?.resolve('stale record');
    await settle();
    expect(store.$state.get()).toEqual({ status: 'ready', value: 'fresh record' });
    unbind();
  });
});
