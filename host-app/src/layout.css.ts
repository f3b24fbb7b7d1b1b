import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const main = style({
  flex: 1,
  // At least a screen tall: while a page waits for its data the footer stays below the fold, instead
  // of showing and then jumping down when the content arrives (a layout shift).
  minHeight: '100vh',
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  top: vars.space.sm,
  zIndex: 100,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 700,
  selectors: { '&:focus': { left: vars.space.sm } },
});

export const hero = style({ display: 'grid', gap: vars.space.md, padding: `${vars.space.lg} 0` });

export const heroTitle = style({ margin: 0, fontSize: '32px', lineHeight: 1.2, color: vars.color.text });

export const lead = style({ margin: 0, fontSize: vars.font.sizeLarge, color: vars.color.textMuted, maxWidth: '60ch' });
