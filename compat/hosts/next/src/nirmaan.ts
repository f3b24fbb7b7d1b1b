// #region npm-setup
// Import this module in the browser only (it defines custom elements): from a client component's effect,
// e.g. useEffect(() => void import('./nirmaan'), []). The server renders the bare <nirmaan-*> tags.
import { configure, defineAllElements } from '@nirmaan/elements';

configure({ apiBase: `${process.env.NEXT_PUBLIC_NIRMAAN_HOST}/api/v1` });
defineAllElements();
// #endregion npm-setup
