import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/** A sign-in or sign-up panel: narrow, centred, one column on every screen. */
export const panel = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '460px',
  marginInline: 'auto',
  display: 'grid',
  // One column as wide as the panel: the widest row's min-content no longer widens it (6 px past the
  // edge at 320 px).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.md, borderInline: 0, borderRadius: 0, boxShadow: 'none' } },
});

export const header = style({ display: 'grid', gap: vars.space.xs, textAlign: 'center' });

export const title = style({ margin: 0, fontSize: vars.font.sizeTitle, lineHeight: 1.25, fontWeight: 700 });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.md });

/** Two fields side by side where there is room (password and confirmation). */
export const fieldRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
});

export const actions = style({ display: 'grid', gap: vars.space.sm });

export const secondaryRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const footer = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted });

export const roleFieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const roleLegend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.font.sizeSmall, fontWeight: 600 });

export const roleOptions = style({
  display: 'grid',
  gridAutoColumns: '1fr',
  gridAutoFlow: 'column',
  gap: '4px',
  padding: '4px',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const roleOption = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '40px',
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.card },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The radio stays in the accessibility tree and takes the clicks; the label is what shows. */
export const roleInput = style({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' });

/**
 * The OTP form's height (phone field and Send OTP, 154 px) kept while its code arrives: the sign-up
 * link under it no longer jumps when the form replaces the spinner (CLS 0.01 at 320 px on
 * /login-enhanced, which opens on this form).
 */
export const otpFormReserve = style({ minHeight: '154px' });

export const countdown = style({ fontVariantNumeric: 'tabular-nums' });

export const sentTo = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
