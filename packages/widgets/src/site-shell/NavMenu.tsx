import { Link } from '@nirmaan/ui';
import { siteUrl } from '@nirmaan/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavLink } from './siteNavigation.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { shellCatalogue } from './shellMessages.ts';
import * as styles from './siteShell.css.ts';

export interface NavMenuAction {
  label: string;
  onSelect: () => void;
}

export interface NavMenuProps {
  label: string;
  links: readonly NavLink[];
  /** Buttons after the links, e.g. Logout. */
  actions?: readonly NavMenuAction[];
  /** Replaces the button's accessible name when its text alone is unclear (e.g. a person's name). */
  buttonLabel?: string;
  /** 'end' opens the list leftwards, for a menu at the right end of the header. */
  align?: 'start' | 'end';
}

/**
 * A header dropdown (Knowledge, Tools, the account): a disclosure button and a list of links. Escape closes it and
 * returns focus to the button; so does clicking or tabbing outside.
 */
export function NavMenu({ label, links, actions = [], buttonLabel, align = 'start' }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { messages } = useMessages(shellCatalogue);

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      const path = event.composedPath();
      if (container.current && !path.includes(container.current)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className={styles.menu} ref={container}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={buttonLabel}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.menuLabel}>{label}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={listId} className={align === 'end' ? `${styles.menuList} ${styles.menuListEnd}` : styles.menuList}>
          {links.map((link) => (
            <li key={link.href}>
              <Link className={styles.menuItem} href={siteUrl(link.href)} onClick={() => setOpen(false)}>
                {messages[link.key]()}
              </Link>
            </li>
          ))}
          {actions.map((action) => (
            <li key={action.label}>
              <button
                type="button"
                className={styles.menuActionItem}
                onClick={() => {
                  setOpen(false);
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
