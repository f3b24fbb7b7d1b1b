import { style } from '@vanilla-extract/css';
import { MONOSPACE_FONT_FAMILY, vars } from '@nirmaan/ui/tokens';

/* The demo server's accounts box (DemoAccounts.tsx): its own sheet, so a sign-in without it does not carry it. */

export const demoBox = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.sizeSmall,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
});

export const demoTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.font.sizeSmall });

export const demoList = style({ margin: 0, paddingInlineStart: vars.space.md, display: 'grid', gap: '2px' });

/** An e-mail address breaks where it must on a small phone rather than run out of the box. */
export const code = style({ fontFamily: MONOSPACE_FONT_FAMILY, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });
