import clsx from 'clsx';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import * as styles from './dialog.css.ts';

export interface DialogProps {
  open: boolean;
  /** Called with `false` on Escape, the Close button and a click on the backdrop. */
  onOpenChange: (open: boolean) => void;
  /** Shown as the dialog's heading (an h2) and used as its accessible name. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row at the bottom, e.g. Cancel / Save buttons. */
  footer?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Element to focus on open; the first focusable element in the dialog otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'center' (the default): a box in the middle of the window; 'start': a drawer along its start edge, the window's full height (a side menu). */
  placement?: 'center' | 'start';
  className?: string;
  /** The language of the dialog's texts (e.g. 'ta'), when a translated widget opens it in a page of another language. */
  lang?: string | undefined;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focused element, looking inside shadow roots (document.activeElement stops at their host). */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

function isOpen(dialog: HTMLDialogElement): boolean {
  return dialog.hasAttribute('open');
}

/**
 * A modal dialog on the native `<dialog>` element opened with showModal(): the browser keeps Tab
 * inside it (also in a shadow root, where Radix's focus scope fails — see DESIGN.md), makes the
 * rest of the page inert and puts it in the top layer. Where showModal is missing (jsdom) it falls
 * back to the `open` attribute.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel = 'Close',
  initialFocusRef,
  placement = 'center',
  className,
  lang,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const pointerDownOnBackdrop = useRef(false);
  const openRef = useRef(open);
  const onOpenChangeRef = useRef(onOpenChange);
  const initialFocus = useRef(initialFocusRef);
  const titleId = useId();
  const descriptionId = useId();

  // Layout effect: the refs are current before the open/close effect below and any `close` event.
  useLayoutEffect(() => {
    openRef.current = open;
    onOpenChangeRef.current = onOpenChange;
    initialFocus.current = initialFocusRef;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    if (!isOpen(dialog)) {
      returnFocusRef.current = deepActiveElement();
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const preferred = initialFocus.current?.current;
    if (preferred) preferred.focus();
    else if (!dialog.contains(deepActiveElement())) {
      const first = dialog.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? dialog).focus();
    }
    return () => {
      if (isOpen(dialog)) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      const previous = returnFocusRef.current;
      returnFocusRef.current = null;
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  const requestClose = () => onOpenChangeRef.current(false);

  const onBackdropPointerDown = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog box has no padding of its own, so a press whose target is the <dialog> itself is on the backdrop.
    pointerDownOnBackdrop.current = event.target === event.currentTarget;
  };

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = pointerDownOnBackdrop.current && event.target === event.currentTarget;
    pointerDownOnBackdrop.current = false;
    if (onBackdrop) requestClose();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- backdrop clicks; Escape and the Close button cover keyboards
    <dialog
      ref={dialogRef}
      className={clsx(styles.dialog, placement === 'start' && styles.startDrawer, className)}
      lang={lang}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal="true"
      tabIndex={-1}
      onCancel={(event) => {
        // Escape: keep the dialog open until the owner says so, so `open` stays the one truth.
        event.preventDefault();
        requestClose();
      }}
      onClose={() => {
        // Closed by the browser itself (e.g. a <form method="dialog">): tell the owner.
        if (openRef.current) requestClose();
      }}
      onKeyDown={(event) => {
        // Without native showModal there is no `cancel` event; Escape still closes.
        if (event.key === 'Escape' && typeof dialogRef.current?.showModal !== 'function') {
          event.preventDefault();
          requestClose();
        }
      }}
      onMouseDown={onBackdropPointerDown}
      onClick={onBackdropClick}
    >
      <div className={styles.header}>
        <div className={styles.headings}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        </div>
        <button type="button" className={styles.closeButton} aria-label={closeLabel} onClick={requestClose}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </button>
      </div>
      {/* Under the sticky header, not in it: on a phone a long description kept half the box covered. */}
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {children !== undefined && children !== null && <div className={styles.body}>{children}</div>}
      {footer && <div className={styles.footer}>{footer}</div>}
    </dialog>
  );
}
