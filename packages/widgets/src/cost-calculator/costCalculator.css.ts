import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

export const presets = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const presetsLabel = style({ fontSize: vars.font.sizeSmall, fontWeight: 600, color: vars.color.text });

export const presetsHint = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const presetButtons = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 130px), 1fr))',
});

export const presetButton = style({ flexDirection: 'column', gap: 0, height: 'auto', paddingBlock: vars.space.xs, lineHeight: 1.3 });

export const presetName = style({ fontWeight: 700 });

export const presetAreas = style({ fontSize: vars.font.sizeSmall, fontWeight: 400 });

export const guide = style({ display: 'grid', gap: vars.space.lg, maxWidth: '72ch', color: vars.color.text, fontFamily: vars.font.body });

export const guideSection = style({ display: 'grid', gap: vars.space.sm });

export const guideTitle = style({ margin: 0, fontSize: vars.font.sizeLarge, fontWeight: 700, color: vars.color.text });

export const guideText = style({ margin: 0, color: vars.color.text });

export const guideList = style({ margin: 0, paddingInlineStart: '20px', display: 'grid', gap: vars.space.xs });

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
