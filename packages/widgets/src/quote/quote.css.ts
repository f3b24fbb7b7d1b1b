import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

export const form = style({ display: 'grid', gap: vars.space.md, color: vars.color.text, fontFamily: vars.font.body });

export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' });

export const promise = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const sent = style({ minHeight: '120px', display: 'grid', alignItems: 'center' });
