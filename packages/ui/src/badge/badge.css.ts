import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

export const base = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: '999px',
  border: '1px solid currentColor',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

/** Every tone pairs a text colour with its own surface; each pair passes 4.5:1 in light and dark. */
export const tone = styleVariants({
  neutral: { color: vars.color.text, background: vars.color.surfaceMuted, borderColor: vars.color.border },
  success: { color: vars.color.success, background: vars.color.successSurface },
  warning: { color: vars.color.warning, background: vars.color.warningSurface },
  danger: { color: vars.color.danger, background: vars.color.dangerSurface },
  info: { color: vars.color.info, background: vars.color.infoSurface },
  purple: { color: vars.color.purple, background: vars.color.purpleSurface },
});
