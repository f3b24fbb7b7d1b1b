import { style } from '@vanilla-extract/css';

/** The Material Calculator dialog is wider than the default, so the results table fits. */
export const dialog = style({
  selectors: {
    '&[open]': { width: 'min(760px, calc(100vw - 32px))', maxWidth: 'calc(100vw - 32px)' },
  },
});
