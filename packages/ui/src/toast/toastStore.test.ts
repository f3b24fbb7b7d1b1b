import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toastStore.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('createToastStore', () => {
  it('adds, notifies and dismisses', () => {
    const store = createToastStore({ duration: Number.POSITIVE_INFINITY });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show({ title: 'Saved', tone: 'success' });
    expect(store.getSnapshot()).toEqual([{ id, title: 'Saved', tone: 'success', duration: Number.POSITIVE_INFINITY }]);
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.show({ title: 'Again', tone: 'info' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the snapshot stable between changes', () => {
    const store = createToastStore();
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('drops the oldest over the limit', () => {
    const store = createToastStore({ limit: 2 });
    store.show({ title: 'One', tone: 'info' });
    store.show({ title: 'Two', tone: 'info' });
    store.show({ title: 'Three', tone: 'info' });
    expect(store.getSnapshot().map((toast) => toast.title)).toEqual(['Two', 'Three']);
    store.clear();
  });

  it('pauses and resumes with the time that was left', () => {
    vi.useFakeTimers();
    const store = createToastStore({ duration: 5000 });
    store.show({ title: 'Hello', tone: 'info' });
    vi.advanceTimersByTime(3000);
    store.pause();
    store.show({ title: 'While paused', tone: 'info' });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(2);
    store.resume();
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot().map((toast) => toast.title)).toEqual(['While paused']);
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot()).toEqual([]);
  });
});
