import clsx from 'clsx';
import type { FocusEvent } from 'react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import * as styles from './toast.css.ts';
import { toastStore, type ToastStore, type ToastTone } from './toastStore.ts';

export interface ToastViewportProps {
  /** Which store to show; the page's shared `toastStore` by default. */
  store?: ToastStore;
  /** Accessible name of the notifications region. */
  label?: string;
  /** Accessible name of each toast's dismiss button. */
  dismissLabel?: string;
  className?: string;
}

const ICON_PATHS: Record<ToastTone, string> = {
  success: 'M4 10.5l4 4 8-9',
  error: 'M6 6l8 8M14 6l-8 8',
  info: 'M10 9v6M10 5.5v.5',
};

/**
 * Renders the store's toasts in place (no portal, so it works inside a shadow root) in a polite
 * live region; error toasts are alerts. Hovering or focusing a toast pauses the auto-dismiss clocks
 * so there is time to read it (WCAG 2.2.1).
 */
export function ToastViewport({ store = toastStore, label = 'Notifications', dismissLabel = 'Dismiss', className }: ToastViewportProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const hovering = useRef(false);
  const focused = useRef(false);

  const sync = () => {
    if (hovering.current || focused.current) store.pause();
    else store.resume();
  };

  // With no toasts left there is nothing to hover or focus; a toast shown next must start its clock.
  const empty = toasts.length === 0;
  useEffect(() => {
    if (!empty) return;
    hovering.current = false;
    focused.current = false;
    store.resume();
  }, [empty, store]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    focused.current = false;
    sync();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover/focus only pause the clocks; the buttons inside are the interaction
    <section
      className={clsx(styles.viewport, className)}
      aria-label={label}
      onPointerEnter={() => {
        hovering.current = true;
        sync();
      }}
      onPointerLeave={() => {
        hovering.current = false;
        sync();
      }}
      onFocus={() => {
        focused.current = true;
        sync();
      }}
      onBlur={onBlur}
    >
      <div className={styles.list} aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <div key={toast.id} className={clsx(styles.toast, styles.toastTone[toast.tone])} role={toast.tone === 'error' ? 'alert' : undefined}>
            <span className={clsx(styles.icon, styles.iconTone[toast.tone])} aria-hidden="true">
              <svg width="20" height="20" viewBox="0 0 20 20" focusable="false">
                <path d={ICON_PATHS[toast.tone]} stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" fill="none" />
              </svg>
            </span>
            <div className={styles.text}>
              <p className={styles.title}>{toast.title}</p>
              {toast.description && <p className={styles.description}>{toast.description}</p>}
            </div>
            <button
              type="button"
              className={styles.dismiss}
              aria-label={dismissLabel}
              onClick={() => {
                // The button disappears with its toast, and a removed element fires no blur.
                focused.current = false;
                store.dismiss(toast.id);
                sync();
              }}
            >
              <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
              </svg>
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
