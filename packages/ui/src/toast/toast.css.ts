import { style, styleVariants } from '@vanilla-extract/css';
import { iconButton, boxDescription } from '../theme/shared.css.ts';
import { vars } from '../theme/tokens.css.ts';

/** Fixed to the bottom corner; lets clicks through where there is no toast. */
export const viewport = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineEnd: vars.space.md,
  zIndex: 2147483000,
  width: `min(380px, calc(100vw - 2 * ${vars.space.md}))`,
  margin: 0,
  padding: 0,
  pointerEvents: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBase,
  lineHeight: 1.5,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const toast = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '6px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  pointerEvents: 'auto',
});

export const toastTone = styleVariants({
  success: { borderInlineStartColor: vars.color.success },
  error: { borderInlineStartColor: vars.color.danger },
  info: { borderInlineStartColor: vars.color.info },
});

export const icon = style({ flex: '0 0 auto', display: 'inline-flex', paddingTop: '12px' });

export const iconTone = styleVariants({
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
  info: { color: vars.color.info },
});

export const text = style({
  flex: '1 1 auto',
  minWidth: 0,
  paddingBlock: '10px',
});

export const title = style({
  margin: 0,
  fontWeight: 700,
  fontSize: vars.font.sizeBase,
  color: vars.color.text,
});

export const description = boxDescription;

export const dismiss = iconButton;
