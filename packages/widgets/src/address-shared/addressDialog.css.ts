import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

export const form = style({ display: 'grid', gap: vars.space.md });

export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' });

export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** 'Location selected: lat, lng' once a map point is chosen and the map is hidden: the green note of the spec. */
export const locationNote = style({ margin: 0, color: vars.color.success, fontWeight: 600 });

/** "Site details (optional)": the group's heading inside the form. */
export const groupHeading = style({ margin: 0, fontSize: vars.font.sizeSmall, fontWeight: 700, color: vars.color.text });

/** India, the only country: shown as a fact, not a choice. */
export const fixedValue = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
