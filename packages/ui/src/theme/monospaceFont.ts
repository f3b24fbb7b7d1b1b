/**
 * The font of code, identifiers and secrets (an event type, an e-mail address in the demo box).
 * The installed fonts are named before the generic `monospace`: on Linux that generic is a setting of
 * the browser, not of the system (Chrome gives DejaVu Sans Mono, Chromium's headless shell Liberation
 * Mono, and a headless page can switch from one to the other once its settings arrive), so a page
 * would otherwise wrap and measure differently from one Chromium to the next. Phones have none of
 * the named fonts and get their own monospace.
 */
export const MONOSPACE_FONT_FAMILY = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace';
