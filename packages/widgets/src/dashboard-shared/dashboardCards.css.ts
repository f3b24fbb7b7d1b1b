import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/* The dashboards' card lists (orders, CRM contacts, leads and tasks, affiliates) and their facts. */

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const cardHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: 600, minWidth: 0 });

export const items = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
