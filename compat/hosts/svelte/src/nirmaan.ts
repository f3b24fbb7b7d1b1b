// #region npm-setup
import { configure, defineAllElements } from '@nirmaan/elements';

configure({ apiBase: `${import.meta.env.VITE_NIRMAAN_HOST}/api/v1` });
defineAllElements();
// #endregion npm-setup
