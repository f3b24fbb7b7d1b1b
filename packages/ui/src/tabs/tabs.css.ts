import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/a11y.css.ts';
import { scrollHint } from '../theme/scrollHint.css.ts';
import { vars } from '../theme/tokens.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/**
 * One row of tabs; on a narrow screen it scrolls sideways instead of wrapping, its end faded while
 * there are more tabs. Its width is its container's: `contain: inline-size` keeps the row of tabs
 * out of the page's min-content width, which otherwise widened a grid column around it (the sign-up
 * page scrolled sideways by 76 px at 320 px).
 */
export const list = style([
  scrollHint,
  {
    contain: 'inline-size',
    display: 'flex',
    flexWrap: 'nowrap',
    gap: vars.space.xs,
    overflowX: 'auto',
    overflowY: 'hidden',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'thin',
    borderBottom: `1px solid ${vars.color.border}`,
    margin: 0,
    padding: 0,
  },
]);

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  minWidth: '44px',
  padding: `0 ${vars.space.md}`,
  // The underline sits on the list's bottom border.
  marginBottom: '-1px',
  borderBottom: '3px solid transparent',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBase,
  fontWeight: 600,
  lineHeight: 1.2,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  // Scrolled to (by focus, or as the initial target) clear of the row's faded end.
  scrollMarginInline: '40px',
  cursor: 'pointer',
  selectors: {
    // Not on the selected tab, which keeps its primary colour under the pointer.
    '&:hover:not(:disabled):not([aria-selected="true"])': { color: vars.color.text, background: vars.color.surfaceMuted },
    // The row starts scrolled to the selected tab (a dashboard opened on its sixth tab on a phone).
    '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary, scrollInitialTarget: 'nearest' },
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const panel = style({
  minWidth: 0,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': focusRing,
  },
});
