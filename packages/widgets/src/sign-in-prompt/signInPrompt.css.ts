import { style } from '@vanilla-extract/css';
import { vars } from '@nirmaan/ui/tokens';

/** The prompt and, once asked for, the sign-in form under it: one column, centred. */
export const root = style({ display: 'grid', gap: vars.space.md, justifyItems: 'stretch', minWidth: 0 });

/** The sign-in form's place: full width up to the form's own limit, centred. */
export const form = style({ width: '100%', maxWidth: '460px', justifySelf: 'center', minWidth: 0 });
