import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

export const alert = style({
  boxSizing: 'border-box',
  display: 'flex',
  // The action goes under the text when both do not fit (a phone): the text kept 72 px and ran out.
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: '1px solid',
  borderInlineStartWidth: '6px',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBase,
  lineHeight: 1.5,
});

export const alertTone = styleVariants({
  error: { borderColor: vars.color.danger, background: vars.color.dangerSurface },
  success: { borderColor: vars.color.success, background: vars.color.successSurface },
  info: { borderColor: vars.color.info, background: vars.color.infoSurface },
  warning: { borderColor: vars.color.warning, background: vars.color.warningSurface },
});

export const icon = style({ flex: '0 0 auto', display: 'inline-flex', paddingTop: '2px' });

export const iconTone = styleVariants({
  error: { color: vars.color.danger },
  success: { color: vars.color.success },
  info: { color: vars.color.info },
  warning: { color: vars.color.warning },
});

export const content = style({
  flex: '1 1 12rem',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const title = style({
  margin: 0,
  fontWeight: 700,
  color: vars.color.text,
});

export const body = style({
  margin: 0,
  color: vars.color.text,
});

export const action = style({
  flex: '0 0 auto',
  alignSelf: 'center',
});
