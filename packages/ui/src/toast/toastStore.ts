/** A tiny toast store: plain TypeScript, no React, so any code (stores, loaders) can show a toast. */

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  tone: ToastTone;
  /** Milliseconds before it dismisses itself; the store's default (5 s) when omitted, `Infinity` to stay. */
  duration?: number;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  tone: ToastTone;
  duration: number;
}

export interface ToastStoreOptions {
  /** Default auto-dismiss delay in milliseconds. */
  duration?: number;
  /** Most toasts shown at once; the oldest go first. */
  limit?: number;
}

export interface ToastStore {
  /** Shows a toast and returns its id. */
  show(options: ToastOptions): string;
  dismiss(id: string): void;
  clear(): void;
  /** Stops the auto-dismiss clocks (while a person hovers or focuses a toast) until `resume`. */
  pause(): void;
  resume(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

export const DEFAULT_TOAST_DURATION = 5000;

interface Timer {
  remaining: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | undefined;
}

export function createToastStore({ duration: defaultDuration = DEFAULT_TOAST_DURATION, limit = 5 }: ToastStoreOptions = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  let paused = false;
  let counter = 0;
  const timers = new Map<string, Timer>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const start = (id: string, timer: Timer) => {
    if (paused || !Number.isFinite(timer.remaining)) return;
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => dismiss(id), Math.max(0, timer.remaining));
  };

  const stop = (timer: Timer) => {
    if (timer.handle === undefined) return;
    clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.remaining -= Date.now() - timer.startedAt;
  };

  function dismiss(id: string) {
    const timer = timers.get(id);
    if (timer?.handle !== undefined) clearTimeout(timer.handle);
    timers.delete(id);
    const next = toasts.filter((toast) => toast.id !== id);
    if (next.length === toasts.length) return;
    toasts = next;
    emit();
  }

  return {
    show({ title, description, tone, duration = defaultDuration }) {
      counter += 1;
      const id = `toast-${counter}`;
      const toast: Toast = description === undefined ? { id, title, tone, duration } : { id, title, description, tone, duration };
      const timer: Timer = { remaining: duration > 0 ? duration : Number.POSITIVE_INFINITY, startedAt: 0, handle: undefined };
      timers.set(id, timer);
      toasts = [...toasts, toast];
      while (toasts.length > limit) {
        const oldest = toasts[0];
        if (!oldest) break;
        const oldTimer = timers.get(oldest.id);
        if (oldTimer?.handle !== undefined) clearTimeout(oldTimer.handle);
        timers.delete(oldest.id);
        toasts = toasts.slice(1);
      }
      start(id, timer);
      emit();
      return id;
    },
    dismiss,
    clear() {
      for (const timer of timers.values()) if (timer.handle !== undefined) clearTimeout(timer.handle);
      timers.clear();
      if (toasts.length === 0) return;
      toasts = [];
      emit();
    },
    pause() {
      if (paused) return;
      paused = true;
      for (const timer of timers.values()) stop(timer);
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const [id, timer] of timers) start(id, timer);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot() {
      return toasts;
    },
  };
}

/** The page's shared store: every widget's `showToast` lands in the same `<ToastViewport />`. */
export const toastStore: ToastStore = createToastStore();

export function showToast(options: ToastOptions): string {
  return toastStore.show(options);
}

export function dismissToast(id: string): void {
  toastStore.dismiss(id);
}
