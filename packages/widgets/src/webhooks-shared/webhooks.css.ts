import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/* The Webhooks panels: the secret shown once, the event checkboxes, endpoint URLs that wrap. */

export const secretHint = style({ margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });

export const secretRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const secret = style({
  flex: '1 1 16rem',
  minWidth: 0,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.font.sizeSmall,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const url = style({ margin: 0, fontSize: vars.font.sizeBase, overflowWrap: 'anywhere' });

export const events = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600 });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSmall });

export const eventList = style({ margin: 0, overflowWrap: 'anywhere' });
