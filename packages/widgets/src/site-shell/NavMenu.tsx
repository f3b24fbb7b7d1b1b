import { Link } from '@nirmaan/ui';
import { siteUrl } from '@nirmaan/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavLink } from './siteNavigation.ts';
import * as styles from './siteShell.css.ts';

export interface NavMenuProps {
  label: string;
  links: readonly NavLink[];
}

/**
 * A header dropdown (Knowledge, Tools): a disclosure button and a list of links. Escape closes it and
 * returns focus to the button; so does clicking or tabbing outside.
 */
export function NavMenu({ label, links }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

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
      <button ref={button} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {label}
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={listId} className={styles.menuList}>
          {links.map((link) => (
            <li key={link.href}>
              <Link className={styles.menuItem} href={siteUrl(link.href)} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
