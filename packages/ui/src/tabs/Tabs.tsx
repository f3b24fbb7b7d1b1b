import clsx from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './tabs.css.ts';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  /** Names the tab list for screen readers, e.g. "Account sections". */
  label: string;
  items: readonly TabItem<V>[];
  /** Controlled selected tab; pair with `onValueChange`. */
  value?: V;
  /** Uncontrolled initial tab; the first enabled item when omitted. */
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  /** `manual`: arrows move focus and Enter/Space selects; `automatic` (default): arrows select. */
  activationMode?: 'automatic' | 'manual';
  className?: string;
}

/**
 * Tabs on Radix (which works inside shadow roots): arrow keys, Home and End move between tabs, the
 * selected tab is underlined in the primary colour, and the row scrolls sideways on narrow screens.
 */
export function Tabs<V extends string = string>({ label, items, value, defaultValue, onValueChange, activationMode = 'automatic', className }: TabsProps<V>) {
  const fallback = defaultValue ?? items.find((item) => !item.disabled)?.value;
  return (
    <RadixTabs.Root
      className={clsx(styles.root, className)}
      {...(value !== undefined ? { value } : { defaultValue: fallback })}
      onValueChange={onValueChange ? (next) => onValueChange(next as V) : undefined}
      activationMode={activationMode}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
