import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

const circle = style({
  display: 'inline-block',
  borderRadius: '50%',
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const circleSize = styleVariants({
  small: [circle, { width: '1em', height: '1em', borderWidth: '2px' }],
  medium: [circle, { width: '28px', height: '28px' }],
});
