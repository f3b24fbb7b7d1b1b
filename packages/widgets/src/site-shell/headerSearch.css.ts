import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

// The header search's own styles, apart from siteShell.css.ts: <nirmaan-cart-button> ships that
// sheet for CartLink, and need not carry the search's no-match line (issue 29).

/**
 * The line under the search when nothing matches, and its quote button: over the page like the
 * suggestions, the width of the box and the Search button (on a 320 px phone the box alone leaves
 * the button no room beside the text); the button goes under the text when they do not fit.
 */
export const noMatch = style({
  position: 'absolute',
  zIndex: 30,
  insetInline: 0,
  top: 'calc(100% + 4px)',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});

export const noMatchText = style({
  flex: '1 1 12em',
  minWidth: 0,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  // A long made-up word breaks anywhere rather than running out of the box.
  overflowWrap: 'anywhere',
});

export const noMatchQuote = style({ flex: '0 0 auto' });
