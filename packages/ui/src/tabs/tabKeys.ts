/** Which tab a key moves to in a horizontal tab list (WAI-ARIA Authoring Practices, "Tabs"). */
export type TabKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export const isTabKey = (key: string): key is TabKey => key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End';

/**
 * The index of the tab `key` moves to from `current`, skipping disabled tabs; the arrows wrap around
 * the ends. Answers `current` when no other tab can take focus.
 */
export function tabIndexAfterKey(key: TabKey, current: number, disabled: readonly boolean[]): number {
  const count = disabled.length;
  const enabled = (index: number) => !disabled[index];
  if (key === 'Home') return firstFrom(0, 1, count, enabled) ?? current;
  if (key === 'End') return firstFrom(count - 1, -1, count, enabled) ?? current;
  const step = key === 'ArrowRight' ? 1 : -1;
  for (let moved = 1; moved < count; moved++) {
    const index = (((current + step * moved) % count) + count) % count;
    if (enabled(index)) return index;
  }
  return current;
}

function firstFrom(start: number, step: number, count: number, enabled: (index: number) => boolean): number | undefined {
  for (let index = start; index >= 0 && index < count; index += step) if (enabled(index)) return index;
  return undefined;
}
