import { style } from '@vanilla-extract/css';
import { MONOSPACE_FONT_FAMILY, vars } from '@nirmaan/ui/tokens';

/* The Webhooks panels: the secret shown once, the event checkboxes, endpoint URLs that wrap. */

export const secretHint = style({ margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });

export const secretRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const secret = style({
  flex: '1 1 16rem',
  minWidth: 0,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  fontFamily: MONOSPACE_FONT_FAMILY,
  fontSize: vars.font.sizeSmall,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const url = style({ margin: 0, minWidth: 0, fontSize: vars.font.sizeBase, overflowWrap: 'anywhere' });

export const events = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600 });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSmall });

export const eventList = style({ margin: 0, overflowWrap: 'anywhere' });

/** A card may shrink below its delivery log's width: the log's table scrolls sideways instead. */
export const endpointCard = style({ minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' });

/** An event checkbox's words, with the event's type under them. */
export const eventChoice = style({ display: 'grid', minWidth: 0 });

export const eventType = style({
  fontFamily: MONOSPACE_FONT_FAMILY,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** Log cells kept on one line (the table scrolls sideways on a phone). */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** The partner chooser and its panel, without a second frame around the panel. */
export const partnerSection = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The delivery log's place in its card: as wide as the card, never wider (the table scrolls). */
export const logArea = style({ minWidth: 0 });

/** A heading focused only to bring a section into view and to the screen reader (tabIndex -1): no ring, it is not a control. */
export const focusTarget = style({ ':focus': { outline: 'none' } });
