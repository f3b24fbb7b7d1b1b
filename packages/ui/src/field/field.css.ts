import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/a11y.css.ts';
import { vars } from '../theme/tokens.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.danger,
  marginInlineStart: '2px',
});

export const control = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBase,
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' stroke='%23545b64' stroke-width='2' fill='none'/%3E%3C/svg%3E\")";

/** A native select drawn the same in every browser: one line, text centred, our own chevron. */
export const selectControl = style([
  control,
  {
    appearance: 'none',
    height: '44px',
    paddingInlineEnd: '32px',
    lineHeight: '42px',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    backgroundImage: chevron,
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'right 12px center',
    cursor: 'pointer',
  },
]);

export const hint = style({
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.font.sizeSmall,
  color: vars.color.danger,
  fontWeight: 600,
});

/** A fixed text before the input, e.g. the country code "+91". */
export const prefixGroup = style({
  display: 'flex',
  alignItems: 'stretch',
  minWidth: 0,
});

export const prefix = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderInlineEnd: 0,
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeBase,
  fontWeight: 600,
});

export const prefixedControl = style({
  borderStartStartRadius: 0,
  borderEndStartRadius: 0,
});

/** A multi-line box: the text control's look, with room for paragraphs. */
export const multilineControl = style({
  padding: vars.space.sm,
  minHeight: '6.5em',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  resize: 'vertical',
  lineHeight: 1.5,
});
