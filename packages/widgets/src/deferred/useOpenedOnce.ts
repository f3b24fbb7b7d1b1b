import { useState } from 'react';

/**
 * True from the first render with `open` true on, for good: a dialog whose code is fetched when it
 * first opens, and which then stays mounted so that what was typed in it survives closing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
